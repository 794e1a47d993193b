// The SteerSuite check: test-case XML through the XML reader and the importer.
#include "checks.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/io/steersuite.hpp"
#include "sidestep/io/xml.hpp"

namespace sidestep::fuzz {

std::string checkSteerSuite(std::string_view text) {
    const XmlParse xml = parseXml(text);
    if (!xml.ok() && xml.error.rfind("line ", 0) != 0) return "an XML error names no line: " + xml.error;
    SteerSuiteOptions options;
    options.file = "fuzz.xml";
    SteerSuiteImport imported;
    std::vector<std::string> errors;
    if (!importSteerSuite(text, options, imported, errors)) {
        if (errors.empty()) return "a refused case without an error";
        for (const std::string& e : errors) {
            if (e.empty()) return "an empty error message";
        }
        return {};
    }
    if (!xml.ok()) return "a case imported from text the XML reader refuses";
    // An imported case is a scenario like any other: it validates as written, and runs.
    const std::string written = writeScenario(imported.scenario);
    const ScenarioParse again = parseScenario(written);
    if (!again.ok()) return "an imported case writes out to a scenario that does not validate: " + again.errors[0];
    World world = buildWorld(imported.scenario);
    if (world.agents().size() != imported.desiredSpeeds.size()) return "a desired speed per agent";
    return runSteps(world, stepBudget(world, 100));
}

}  // namespace sidestep::fuzz
