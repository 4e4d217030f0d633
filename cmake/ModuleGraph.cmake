# The allowed dependency graph of the source tree, in one place. Read by core/CMakeLists.txt (one
# static library per core module, linked to the modules it names) and by cmake/CheckModuleGraph.cmake
# (a forbidden #include fails the build and the module_graph test). docs/development.md draws it.
#
# Core modules, lowest first: a module may include only itself and the modules after its colon, and
# those must be listed above it, so the graph has no cycle. `exec` is the interface every backend
# implements (Backend, observer, findings, launch arguments); `pipeline` is the run built on top of
# the backends and the analyses (runner, seeds, bundles, run JSON, the backend factory).
set(WARPSCOPE_CORE_GRAPH
    "common:"
    "io:common"
    "perf:common"
    "task:common io"
    "compile:common perf task"
    "compare:common task"
    "ref:common io task"
    "review:common"
    "exec:common io task compile perf"
    "cuda:common compile exec task"
    "emu:common cuda exec"
    "analysis:common io task exec cuda"
    "env:common compile cuda emu"
    "protocol:common task compile exec analysis"
    "remote:common task compile protocol"
    "pipeline:common io perf task compile compare ref exec cuda emu analysis env"
    "report:common io task review analysis")

# The layers above the core: folder, what it may include from this tree, and whether Qt is allowed.
# The CLI (cli, also the worker) is Qt-free; widgets are dumb views that know no controller;
# the session bridge knows no widget.
set(WARPSCOPE_AREA_GRAPH
    "cli:core:noqt"
    "app/session:core:qt"
    "widgets:core:qt"
    "app:core app/session widgets:qt")

# warpscope_graph_entry("name:dep dep" NAME_VAR DEPS_VAR): one entry of WARPSCOPE_CORE_GRAPH read into
# the module's name and the list of modules it may use.
function(warpscope_graph_entry entry nameVar depsVar)
    string(REPLACE ":" ";" _parts "${entry}")
    list(GET _parts 0 _name)
    set(_deps "")
    list(LENGTH _parts _n)
    if(_n GREATER 1)
        list(GET _parts 1 _deps)
        separate_arguments(_deps UNIX_COMMAND "${_deps}")
    endif()
    set(${nameVar} ${_name} PARENT_SCOPE)
    set(${depsVar} ${_deps} PARENT_SCOPE)
endfunction()
