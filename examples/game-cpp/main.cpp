// A console game over the sidestep CMake package: a crowd crossing a field of posts, and (with --player) a player
// whose input comes from a fixed pattern of "keys", the crowd avoiding both. The game loop runs the core at its
// fixed time step from variable frame times (an accumulator) and draws each frame from the agents' positions,
// interpolated between the last two steps. `--steps N` stops after N steps and prints the state's hash: without
// --player it is the hash `sidestep run SCENE --steps N` prints for the same scene (tests/packages/cmake.test.mjs).
//
//   game-cpp [SCENE.json] [--steps N] [--player] [--draw]
#include <sidestep/sidestep.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

/// The scene when none is given: twelve agents in two streams that cross among posts.
const char* kScene = R"({"version": 1, "world": {"size": [24, 16],
  "circles": [{"x": 12, "y": 8, "r": 1.2}, {"x": 8, "y": 5, "r": 0.8}, {"x": 16, "y": 11, "r": 0.8}]},
  "regions": [{"name": "east", "count": 6, "seed": 1, "start": {"area": [1, 3, 3, 13]},
               "goal": {"area": [21, 3, 23, 13]}, "behavior": "whiskers", "avoidAgents": true},
              {"name": "south", "count": 6, "seed": 2, "start": {"area": [6, 1, 18, 3]},
               "goal": {"area": [6, 13, 18, 15]}, "behavior": "feelers", "avoidAgents": true}],
  "sim": {"dt": 0.02, "maxSteps": 3000, "seed": 7}})";

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return in ? text.str() : std::string();
}

/// The frame's picture: each agent as a letter at its interpolated position (`alpha` of the way from its previous
/// position to its current one), '#' for blocked cells, 'o' for circles' centres, '@' for the player.
void draw(const sidestep::World& world, float alpha, int player) {
    const sidestep::Grid& grid = world.grid();
    std::string rows(size_t(grid.height()) * size_t(grid.width() + 1), ' ');
    auto put = [&](float x, float y, char c) {
        const int cx = int(std::floor(x)), cy = int(std::floor(y));
        if (cx >= 0 && cy >= 0 && cx < grid.width() && cy < grid.height())
            rows[size_t(cy * (grid.width() + 1) + cx)] = c;
    };
    for (int y = 0; y < grid.height(); ++y) {
        rows[size_t(y * (grid.width() + 1) + grid.width())] = '\n';
        for (int x = 0; x < grid.width(); ++x)
            if (grid.blocked(x, y)) put(float(x), float(y), '#');
    }
    for (const sidestep::Circle& c : world.circles()) put(c.center.x, c.center.y, 'o');
    for (size_t i = 0; i < world.agents().size(); ++i) {
        const sidestep::Agent& a = world.agents()[i];
        const sidestep::Vec2 p = a.previous + (a.position - a.previous) * alpha;
        put(p.x, p.y, int(i) == player ? '@' : char('a' + i % 26));
    }
    std::cout << rows << "\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::string file;
    long steps = 600;
    bool withPlayer = false, drawing = false;
    for (int k = 1; k < argc; ++k) {
        const std::string arg = argv[k];
        if (arg == "--steps" && k + 1 < argc)
            steps = std::stol(argv[++k]);
        else if (arg == "--player")
            withPlayer = true;
        else if (arg == "--draw")
            drawing = true;
        else
            file = arg;
    }
    const std::string text = file.empty() ? kScene : readFile(file);
    sidestep::ScenarioParse parsed = sidestep::parseScenario(text);
    for (const std::string& error : parsed.errors) std::cerr << error << "\n";  // each names the field and the rule
    if (!parsed.ok()) return 2;
    sidestep::World world = sidestep::buildWorld(parsed.scenario);
    sidestep::setThreads(0);  // one per core: the same state, bit for bit, as on one

    int player = -1;
    if (withPlayer) {
        // The player: a continuous agent whose input replaces its goal (drive mode); assist off, so it does not avoid.
        sidestep::AgentDef def;
        def.name = "player";
        def.behavior = sidestep::Behavior::Seek;
        def.start = {2.0f, 8.0f};
        def.goal = def.start;
        def.radius = 0.5f;
        def.maxSpeed = 4.0f;
        const sidestep::EditResult added = world.addAgent(def);
        if (!added.ok()) return std::cerr << added.error << "\n", 2;
        player = added.index;
        world.setDrive(player, true, false);
    }
    if (withPlayer) {
        // The game's own obstacle, a crate dropped on the field, and a setting changed by name, both at step 0.
        world.addCircle({12.0f, 3.5f}, 0.6f);
        if (!world.agents().empty() && world.agents()[0].behavior == sidestep::Behavior::Whiskers)
            world.setAgentParam(0, "rayLength", 3.0f);  // a misspelt name is refused: EditResult::error says so
    }

    // The game loop: frames of varying length (a fixed pattern here, a clock in a real game), the core stepped at its
    // fixed dt as often as the time owed allows, at most 8 steps a frame so a stalled frame cannot snowball.
    const float dt = world.config().dt;
    const float frames[] = {0.016f, 0.017f, 0.033f, 0.016f, 0.008f, 0.016f, 0.050f, 0.016f};
    float owed = 0.0f;
    for (long frame = 0; world.stepCount() < uint32_t(steps) && !world.finished(); ++frame) {
        owed += frames[frame % 8];
        if (player >= 0) {  // the "keys": right for two seconds, then up-right, then down
            const float t = float(world.stepCount()) * dt;
            world.setDriveInput(player, t < 2.0f   ? sidestep::Vec2{1, 0}
                                        : t < 4.0f ? sidestep::Vec2{1, -1}
                                                   : sidestep::Vec2{0, 1});
        }
        for (int n = 0; owed >= dt && n < 8 && world.stepCount() < uint32_t(steps); ++n) {
            world.step();
            owed -= dt;
        }
        if (drawing && frame % 30 == 0) draw(world, owed / dt, player);
    }
    // What a debug overlay would read: the first crowd agent's velocity and the forces of its next decision.
    world.refreshDecisions();
    const size_t first = player == 0 ? 1 : 0;
    if (first < world.agents().size()) {
        const sidestep::Agent& a = world.agents()[first];
        const sidestep::SteeringRecord& r = world.steering()[first];
        std::printf("agent %zu (%s, %s): velocity (%.3f, %.3f), steer (%.3f, %.3f), avoid (%.3f, %.3f)\n", first,
                    sidestep::behaviorName(a.behavior), sidestep::agentStatus(a), a.velocity.x, a.velocity.y, r.steer.x,
                    r.steer.y, r.avoid.x, r.avoid.y);
    }
    std::printf("sidestep %s: %u steps, hash %s\n", sidestep::kVersion, world.stepCount(),
                sidestep::toHex(world.hash()).c_str());
    return 0;
}
