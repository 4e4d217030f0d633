// Uses each carried library once, so a missing header or a link-time dependency (toml++ must be
// header-only) shows up here; prints the three versions.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <toml++/toml.h>

#include <iostream>
#include <sstream>

int main(int argc, char** argv)
{
    CLI::App app {"depscheck"};
    std::string text = "answer = 42";
    app.add_option("--toml", text, "TOML text to parse");
    CLI11_PARSE(app, argc, argv);
    const toml::table t = toml::parse(text);
    nlohmann::json j = {{"answer", t["answer"].value_or(0)}, {"json", NLOHMANN_JSON_VERSION_MAJOR},
        {"toml", TOML_LIB_MAJOR}, {"cli11", CLI11_VERSION}};
    std::cout << j.dump() << "\n";
    return j["answer"] == 42 ? 0 : 1;
}
