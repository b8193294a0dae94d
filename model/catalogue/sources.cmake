target_sources(krajina_model PRIVATE
    catalogue/catalogue.h catalogue/catalogue.cpp)
