# Finds every third-party dependency in one place, and says exactly what is missing.
# The CUDA libraries (NVRTC, nvJitLink, CUPTI, the driver) are loaded at run time; the build only
# needs their headers and where the toolkit keeps them.

find_package(CUDAToolkit)
if(NOT CUDAToolkit_FOUND)
    message(FATAL_ERROR "The CUDA toolkit was not found. Install it (NVRTC, nvJitLink, CUPTI and cuda.h are "
                        "needed) or pass -DCUDAToolkit_ROOT=/path/to/cuda.")
endif()
set(_ws_missing "")
foreach(_hdr cuda.h nvrtc.h nvJitLink.h cupti.h)
    find_file(_ws_found_${_hdr} ${_hdr} PATHS ${CUDAToolkit_INCLUDE_DIRS} NO_DEFAULT_PATH)
    if(NOT _ws_found_${_hdr})
        list(APPEND _ws_missing ${_hdr})
    endif()
endforeach()
if(_ws_missing)
    message(FATAL_ERROR "The CUDA toolkit at ${CUDAToolkit_INCLUDE_DIRS} lacks: ${_ws_missing}")
endif()
find_path(WARPSCOPE_CCCL_DIR cuda/std/cstdint PATHS ${CUDAToolkit_INCLUDE_DIRS} PATH_SUFFIXES cccl NO_DEFAULT_PATH)
if(NOT WARPSCOPE_CCCL_DIR)
    set(WARPSCOPE_CCCL_DIR "")
endif()
message(STATUS "Warpscope: CUDA ${CUDAToolkit_VERSION} headers in ${CUDAToolkit_INCLUDE_DIRS}, "
               "libraries in ${CUDAToolkit_LIBRARY_DIR}, CCCL in '${WARPSCOPE_CCCL_DIR}'")

find_package(tomlplusplus REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(CLI11 REQUIRED)
find_package(Threads REQUIRED)
# Reports (core/report): libpng for the pictures they embed (linked statically when the static library
# is installed, so the CLI a remote target runs needs only glibc and zlib: tst_cliportable), zlib under
# it. cairo and pango draw PDF and SVG reports; only their headers are needed here, the libraries are
# opened at run time (core/report/cairoapi.cpp) for the same reason.
if(WARPSCOPE_REPORTS)
    find_package(ZLIB REQUIRED)
    find_package(PNG REQUIRED)
    find_library(WARPSCOPE_PNG_STATIC NAMES libpng16.a libpng.a)
    find_package(PkgConfig REQUIRED)
    pkg_check_modules(WARPSCOPE_PANGOCAIRO pangocairo cairo-pdf cairo-svg)
    if(NOT WARPSCOPE_PANGOCAIRO_FOUND)
        message(FATAL_ERROR "cairo and pango headers were not found: apt-get install libcairo2-dev libpango1.0-dev "
                            "(or configure with -DWARPSCOPE_REPORTS=OFF -DWARPSCOPE_GUI=OFF)")
    endif()
    # md4c reads the Markdown of review notes and lessons; opened at run time too (markdownparse.cpp).
    find_path(WARPSCOPE_MD4C_INCLUDE md4c.h)
    if(NOT WARPSCOPE_MD4C_INCLUDE)
        message(FATAL_ERROR "md4c's header was not found: apt-get install libmd4c-dev")
    endif()
endif()

if(WARPSCOPE_GUI)
    find_package(Qt6 6.4 REQUIRED COMPONENTS Core Gui Widgets Svg PrintSupport Test LinguistTools)
    find_package(QCustomPlotQt6 REQUIRED)
    find_library(WARPSCOPE_QSCINTILLA_LIB NAMES qscintilla2_qt6)
    find_path(WARPSCOPE_QSCINTILLA_INCLUDE Qsci/qsciscintilla.h PATHS ${Qt6Core_INCLUDE_DIRS}/.. /usr/include/x86_64-linux-gnu/qt6)
    if(NOT WARPSCOPE_QSCINTILLA_LIB OR NOT WARPSCOPE_QSCINTILLA_INCLUDE)
        message(FATAL_ERROR "QScintilla for Qt 6 was not found: apt-get install libqscintilla2-qt6-dev")
    endif()
    add_library(warpscope_qscintilla INTERFACE)
    target_link_libraries(warpscope_qscintilla INTERFACE ${WARPSCOPE_QSCINTILLA_LIB} Qt6::Widgets Qt6::PrintSupport)
    target_include_directories(warpscope_qscintilla SYSTEM INTERFACE ${WARPSCOPE_QSCINTILLA_INCLUDE})
endif()
