target_sources(krajina-bench PRIVATE bench_engine.cpp)
