target_sources(krajina_model PRIVATE
    tile/location.h tile/location.cpp
    tile/feature.h tile/feature.cpp
    tile/tiledefinition.h tile/tiledefinition.cpp)
