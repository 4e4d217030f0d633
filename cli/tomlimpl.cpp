// The TOML library's implementation compiled into warpscope-cli, so that the CLI copied to a remote
// target needs no libtomlplusplus there (docs/remote.md): linked with --as-needed, the shared library
// is then not recorded as needed. The core's headers use the same configuration, hence the same
// symbols.
#define TOML_IMPLEMENTATION 1
#include <toml++/toml.h>
