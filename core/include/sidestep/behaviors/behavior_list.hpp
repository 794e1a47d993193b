#pragma once
/// Every behaviour, one row each: X(Enumerator, identifier, family). The enum Behavior, kBehaviorCount,
/// each agent's kind and the registry's table (registry.hpp) are all made from this list, so adding a
/// behaviour is one row here plus its own files (docs/architecture.md, "How to add a behaviour"). The
/// identifier names the behaviour's row, `identifierBehavior`, defined in its own source file; the
/// family is grid (one cell per step), ray (continuous, steers by its rays), continuous (no rays of its
/// own) or scripted (a scene's JavaScript). The order is the behaviours' numbers in files, hashes and views.

// SIDESTEP_TEST_BEHAVIOR: the test build that adds one more row (tests/registry/), to prove the recipe.
#ifdef SIDESTEP_TEST_BEHAVIOR
#define SIDESTEP_TEST_BEHAVIOR_ROW(X) X(Dummy, dummy, Continuous)
#else
#define SIDESTEP_TEST_BEHAVIOR_ROW(X)
#endif

#define SIDESTEP_BEHAVIORS(X)                                                                       \
    X(Seek, seek, Continuous)   /* accelerate toward the goal, arrive and stop */                   \
    X(Greedy, greedy, Grid)     /* step to the free neighbour nearest the goal (0-proxy) */         \
    X(Nproxy, nproxy, Grid)     /* n-proxy look-ahead with the P-step and stop-on-return fixes */   \
    X(Whiskers, whiskers, Ray)  /* two side rays, emergency T, linear steer, quadratic brake */     \
    X(Feelers, feelers, Ray)    /* left/centre/right feelers, smoothed influences */                \
    X(Raycast, raycast, Ray)    /* seek a point off the wall that a ray hit */                      \
    X(Context, context, Ray)    /* interest and danger maps over N rays */                          \
    X(Orca, orca, Continuous)   /* optimal reciprocal collision avoidance, half-planes and an LP */ \
    X(Script, script, Scripted) /* the scene's JavaScript steer(agent, world), by the ScriptHost */ \
    SIDESTEP_TEST_BEHAVIOR_ROW(X)
