#include "options.hpp"

#include <cstdio>

#include "cli_common.hpp"

namespace sidestep::viewer {

const char* const kViewerUsage = R"(usage:
  sidestep-viewer [FILE|LINK] [--steps N] [--select I] [--size WxH]
                        open a scenario file or share link in a window (none: the gallery's first example)
                        at step N (else the step its view saved), agent I selected (-1: none)
  sidestep-viewer FILE|LINK --steps N --screenshot out.png [--select I] [--size WxH] [--json]
                        render headless (no window) after N steps, write the PNG, print the world hash
                        (with --json: steps, hash, size, where the world lies in the image and the
                        text the world's layers drew: layer, text, box in pixels, colour)
  sidestep-viewer --examples
                        print the gallery's folder and its examples (file, tab, title) and exit
--threads N: the threads the step's decisions use, 1..64 (default: one per core); the same results for any N.
The gallery is $SIDESTEP_EXAMPLES, else examples/ beside the executable, else ../../examples from it.
Keys in the window: Space play/pause, Right step, Left step back (Shift: 10), Home/End, R reset,
+/- pace, M examples, F fit, 1 select, 2 walls, 3 erase, 4 circle, Delete removes the selection,
G D H W T Y X C P E B U toggle overlays; wheel zooms, dragging empty space pans. Drop a file or a
link on the window, or paste a link (Ctrl+V), to open it. --frames N closes the window after N frames
(a smoke test of the window without a display: SDL_VIDEODRIVER=dummy).
Exit codes: 0 success, 2 bad input, 1 internal error.
)";

std::vector<std::string> parseOptions(const std::vector<std::string>& args, Options& o) {
    std::vector<std::string> errors;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--help" || a == "-h") {
            o.help = true;
        } else if (a == "--examples") {
            o.examples = true;
        } else if (a == "--json") {
            o.json = true;
        } else if (a == "--steps" || a == "--select" || a == "--frames") {
            long long& target = a == "--steps" ? o.steps : a == "--select" ? o.select : o.frames;
            const long long lo = a == "--select" ? -1 : 0, hi = a == "--select" ? 9999 : 1000000;
            if (!hasValue || !cli::parseInteger(args[i + 1], lo, hi, target)) {
                errors.push_back(a + ": must be an integer " + std::to_string(lo) + ".." + std::to_string(hi) +
                                 (hasValue ? ", got " + args[i + 1] : std::string()));
            }
            ++i;
        } else if (a == "--size") {
            int w = 0, h = 0;
            char rest = 0;
            if (!hasValue || std::sscanf(args[i + 1].c_str(), "%dx%d%c", &w, &h, &rest) != 2 || w < 200 || h < 200 ||
                w > 4096 || h > 4096) {
                errors.push_back("--size: must be WxH, each 200..4096 pixels" +
                                 (hasValue ? ", got " + args[i + 1] : std::string()));
            } else {
                o.width = w;
                o.height = h;
            }
            ++i;
        } else if (a == "--screenshot") {
            if (!hasValue || args[i + 1].empty())
                errors.push_back("--screenshot: needs a file name (out.png)");
            else
                o.screenshot = args[i + 1];
            ++i;
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            errors.push_back("unknown option " + a);
        } else if (o.input.empty()) {
            o.input = a;
        } else {
            errors.push_back("unexpected argument " + a);
        }
    }
    if (o.json && o.screenshot.empty()) errors.push_back("--json: only with --screenshot");
    if (o.examples && (!o.input.empty() || !o.screenshot.empty()))
        errors.push_back("--examples: alone (it lists the gallery and exits)");
    if (!o.screenshot.empty() && o.input.empty()) errors.push_back("--screenshot: needs a FILE or LINK to render");
    return errors;
}

}  // namespace sidestep::viewer
