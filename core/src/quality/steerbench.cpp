#include "sidestep/quality/steerbench.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/world/episodes.hpp"

namespace sidestep {

SteerBench::SteerBench(const World& w, float unitsPerMetre) : scale_(unitsPerMetre) {
    const size_t n = w.agents().size();
    agents_.assign(n, {});
    previous_.resize(n);
    velocity_.assign(n, Vec2(0.0f));
    measured_.assign(n, 0);
    open_.assign(n, {});
    for (size_t i = 0; i < n; ++i) previous_[i] = w.agents()[i].position;
}

bool SteerBench::step(World& w) {
    const std::vector<Agent>& agents = w.agents();
    const size_t n = std::min(agents.size(), agents_.size());
    moving_.resize(n);
    for (size_t i = 0; i < n; ++i) moving_[i] = agents[i].moving() ? 1 : 0;
    if (!w.step()) return false;
    const double dt = double(w.config().dt);
    // The agents measured this step: moving before it and not stopped in it (a run ending counts as moving).
    active_.clear();
    float biggest = 0.0f;
    for (size_t i = 0; i < n; ++i) {
        if (moving_[i] && (agents[i].moving() || agents[i].stop == StopReason::MaxSteps)) {
            active_.push_back(i);
            biggest = std::max(biggest, agents[i].radius);
        }
    }
    for (const size_t i : active_) {
        SteerBenchAgent& m = agents_[i];
        const Agent& a = agents[i];
        m.time += dt;
        const Vec2 v = (a.position - previous_[i]) / float(double(scale_) * dt);  // m/s
        m.energy += 0.5 * (double(v.x) * double(v.x) + double(v.y) * double(v.y));
        if (measured_[i]) m.acceleration += double(glm::length(v - velocity_[i])) / dt;
        velocity_[i] = v;
        measured_[i] = 1;
    }
    // Bucket the measured agents: two bodies overlap only within one cell of each other.
    cell_ = std::max(1.0f, 2.0f * biggest);
    cols_ = std::max(1, int32_t(std::ceil(float(w.grid().width()) / cell_)));
    rows_ = std::max(1, int32_t(std::ceil(float(w.grid().height()) / cell_)));
    start_.assign(size_t(cols_) * size_t(rows_) + 1, 0);
    auto cellOf = [&](Vec2 p) {
        const int32_t x = std::clamp(int32_t(std::floor(p.x / cell_)), 0, cols_ - 1),
                      y = std::clamp(int32_t(std::floor(p.y / cell_)), 0, rows_ - 1);
        return y * cols_ + x;
    };
    for (const size_t i : active_) ++start_[size_t(cellOf(agents[i].position)) + 1];
    for (size_t c = 1; c < start_.size(); ++c) start_[c] += start_[c - 1];
    items_.resize(active_.size());
    std::vector<int32_t> fill(start_.begin(), start_.end() - 1);
    for (const size_t i : active_) items_[size_t(fill[size_t(cellOf(agents[i].position))]++)] = int32_t(i);
    for (const size_t i : active_) collide(w, i);
    for (size_t i = 0; i < n; ++i) previous_[i] = agents[i].position;
    return true;
}

void SteerBench::collide(const World& w, size_t i) {
    const Agent& a = w.agents()[i];
    const float epsilon = float(kSteerBenchEpsilon * double(scale_));
    seen_.clear();
    // Obstacles overlapped by more than epsilon: blocked regions and circles.
    const Obstacles o = w.obstacles();
    const Vec2 c = a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position;
    w.regions().forEachOverlapping(w.grid(), c, a.radius, -epsilon,
                                   [&](int32_t label) { seen_.push_back(regionObstacle(label)); });
    auto deep = [&](int32_t k) {
        return glm::length(c - o.circles[size_t(k)].center) - o.circles[size_t(k)].radius - a.radius < -epsilon;
    };
    forEachCircleNear(o, c - Vec2(a.radius), c + Vec2(a.radius), deep, [&](int32_t k) { seen_.push_back(k); });
    // Other agents measured this step (SteerSuite's collector looks only at enabled ones), in the cells around.
    const int32_t cx = std::clamp(int32_t(std::floor(a.position.x / cell_)), 0, cols_ - 1);
    const int32_t cy = std::clamp(int32_t(std::floor(a.position.y / cell_)), 0, rows_ - 1);
    for (int32_t y = std::max(0, cy - 1); y <= std::min(rows_ - 1, cy + 1); ++y) {
        for (int32_t x = std::max(0, cx - 1); x <= std::min(cols_ - 1, cx + 1); ++x) {
            const size_t c0 = size_t(y * cols_ + x);
            for (int32_t k = start_[c0]; k < start_[c0 + 1]; ++k) {
                const size_t j = size_t(items_[size_t(k)]);
                if (j == i) continue;
                const Agent& b = w.agents()[j];
                if (a.radius + b.radius - glm::length(b.position - a.position) > epsilon)
                    seen_.push_back((int64_t(1) << 32) + int64_t(j));
            }
        }
    }
    std::sort(seen_.begin(), seen_.end());
    std::vector<int64_t>& open = open_[i];
    for (const int64_t k : seen_) {
        if (!std::binary_search(open.begin(), open.end(), k)) agents_[i].collisions += 1;
    }
    open.assign(seen_.begin(), seen_.end());  // an episode ends once the overlap is epsilon or less
}

SteerBenchScores SteerBench::scores() const {
    SteerBenchScores m;
    if (agents_.empty()) return m;
    for (const SteerBenchAgent& a : agents_) {
        m.collisions += double(a.collisions);
        m.time += a.time;
        m.energy += a.energy;
        m.acceleration += a.acceleration;
    }
    const double n = double(agents_.size());
    m.collisions /= n;
    m.time /= n;
    m.energy /= n;
    m.acceleration /= n;
    return m;
}

}  // namespace sidestep
