# warpscope_add_test(NAME tst_x SOURCES a.cpp LIBS lib... [LABELS l...] [QT])
# One Qt Test (or plain) executable per class under test, registered with ctest. Tests run with the
# repository as WARPSCOPE_SOURCE_DIR so they find kernels/ and golden files.
function(warpscope_add_test)
    cmake_parse_arguments(T "QT" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${T_NAME} ${T_SOURCES})
    target_link_libraries(${T_NAME} PRIVATE ${T_LIBS})
    if(T_QT)
        target_link_libraries(${T_NAME} PRIVATE Qt6::Test)
        set_target_properties(${T_NAME} PROPERTIES AUTOMOC ON)
    endif()
    target_compile_definitions(${T_NAME} PRIVATE WARPSCOPE_SOURCE_DIR="${WARPSCOPE_SOURCE_DIR}"
                                                 WARPSCOPE_BINARY_DIR="${CMAKE_BINARY_DIR}")
    add_test(NAME ${T_NAME} COMMAND ${T_NAME})
    set(_env "QT_QPA_PLATFORM=offscreen;WARPSCOPE_SOURCE_DIR=${WARPSCOPE_SOURCE_DIR}")
    set_tests_properties(${T_NAME} PROPERTIES ENVIRONMENT "${_env}")
    if(T_LABELS)
        set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABELS}")
    endif()
    if(T_TIMEOUT)
        set_tests_properties(${T_NAME} PROPERTIES TIMEOUT ${T_TIMEOUT})
    else()
        set_tests_properties(${T_NAME} PROPERTIES TIMEOUT 300)
    endif()
    # A skipped Qt test (QSKIP for a missing GPU or tool) prints "SKIP"; ctest reports it as skipped.
    set_tests_properties(${T_NAME} PROPERTIES SKIP_REGULAR_EXPRESSION "SKIP   : [A-Za-z_0-9]+::initTestCase\\(\\)")
endfunction()

# warpscope_qt_pch(TARGET KIND): precompile the Qt headers most sources of a GUI target include
# (KIND is core or widgets, cmake/pch/qt_<KIND>_pch.h). WARPSCOPE_PCH=OFF turns it off, e.g. to check
# that every file still includes what it uses.
function(warpscope_qt_pch target kind)
    if(WARPSCOPE_PCH)
        target_precompile_headers(${target} PRIVATE ${WARPSCOPE_SOURCE_DIR}/cmake/pch/qt_${kind}_pch.h)
    endif()
endfunction()
