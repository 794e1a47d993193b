#pragma once
// Tests set behaviour and agent-avoidance settings by name (never by position): a misspelt name fails the test,
// naming it.
#include <gtest/gtest.h>

#include "sidestep/behaviors/registry.hpp"

namespace sidestep::test {

template <class A>
void setParam(A& agent, std::string_view name, float value) {
    const std::string error = setSetting(agent, name, value);
    if (!error.empty()) ADD_FAILURE() << error;
}

inline void setAvoidance(AgentDef& def, std::string_view name, float value) {
    const std::string error = setAvoidanceSetting(def, name, value);
    if (!error.empty()) ADD_FAILURE() << error;
}

}  // namespace sidestep::test
