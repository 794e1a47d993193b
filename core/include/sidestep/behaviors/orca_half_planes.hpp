#pragma once
/// ORCA's half-planes of allowed velocities (docs/algorithms/orca.md), one per neighbour or static obstacle. For a
/// velocity obstacle VO (the relative velocities that collide within the horizon), u is the smallest change
/// of the relative velocity that takes it to VO's boundary and n the outward normal there; the half-plane is
/// { v' : (v' - (vA + share * u)) . n >= 0 }: share 1/2 when the other reciprocates, 1 for an obstacle.
#include "sidestep/behaviors/orca.hpp"

namespace sidestep {

/// A disc that moves: a body as the half-planes see it (world units, world units / s).
struct MovingDisc {
    Vec2 position{0.0f, 0.0f};
    Vec2 velocity{0.0f, 0.0f};
    float radius = 0.0f;
};

/// The half-plane that A gets from another disc B over horizon `tau` (seconds): p = pB - pA, v = vA - vB,
/// R = rA + rB, w = v - p / tau; u on the cutoff circle when w . p < 0 and (w . p)^2 > R^2 |w|^2, else on
/// the leg on the side of det(p, w) (left when > 0). Overlapping discs (|p| < R) use the cutoff circle of
/// horizon dt, so that they separate within one step. Circles are static discs (velocity 0, share 1).
/// Source and index are left for the caller.
OrcaLine discHalfPlane(const MovingDisc& a, const MovingDisc& b, float tau, float dt, float share);

/// The half-plane that A gets from one outline edge from `from` to `to` (unit `normal` toward free space),
/// the edge swept by A's radius (a capsule), over horizon `tau`: u goes to the nearest point of that
/// capsule's velocity obstacle (its legs, the cutoff side facing A, or the cutoff arcs round the ends).
/// A body that overlaps the edge separates from its nearest point within one step (as for discs).
/// Returns false, and no half-plane, when A's centre is behind the edge (it faces away: the region's other
/// edges cover it).
bool edgeHalfPlane(const MovingDisc& a, Vec2 from, Vec2 to, Vec2 normal, float tau, float dt, OrcaLine& out);

/// The half-plane for an agent whose centre is inside a blocked cell: out through the nearest edge's side
/// (unit `normal`, `depth` the centre's distance behind it, world units), body clear within one step.
OrcaLine escapeHalfPlane(const MovingDisc& a, Vec2 normal, float depth, float dt);

}  // namespace sidestep
