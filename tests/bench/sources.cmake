target_sources(krajina-bench PRIVATE bench_engine.cpp bench_dosrios.cpp)
