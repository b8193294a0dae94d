# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina-bench PRIVATE bench_engine.cpp bench_dosrios.cpp bench_simulate.cpp bench_startup.cpp bench_print.cpp bench_gui.cpp bench_wiki.cpp)
