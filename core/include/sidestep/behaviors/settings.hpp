#pragma once
/// Settings by name, from one table. Each behaviour writes its settings once, in its own header, as a table
/// of rows
///     X(type, name, kind, min, max, default, unit, choices)
/// and SIDESTEP_SETTINGS_STRUCT turns the table into a typed struct with those fields, a reader of an agent's
/// stored values (Agent::params keeps them as floats in table order, so an agent stays a flat record that
/// the page views without copying), and the ParamSpec list that the validator, the page's sliders, the
/// viewer and the explanations read (paramsOf()). Adding a setting is one row, and its explanation (one line:
/// what it does, and what changing it does) is web/i18n/en.ftl's doc-<behaviour>-<name>, with the page's words.
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace sidestep {

/// A choice setting's names, in index order: a view of a constant array (no copy, nothing built at start-up).
struct ChoiceNames {
    const char* const* names = nullptr;
    size_t count = 0;

    constexpr ChoiceNames() = default;
    template <size_t N>
    constexpr ChoiceNames(const char* const (&list)[N]) : names(list), count(N) {}

    constexpr size_t size() const { return count; }
    constexpr const char* operator[](size_t i) const { return names[i]; }
    constexpr const char* const* begin() const { return names; }
    constexpr const char* const* end() const { return names + count; }
};

enum class ParamType : uint32_t { Int = 0, Float = 1, Bool = 2, Choice = 3 };

/// One setting as the validator and the controls see it. Choices are stored as their index.
struct ParamSpec {
    const char* name;
    ParamType type;
    float min;
    float max;
    float defaultValue;
    const char* unit;          ///< "" when unitless
    ChoiceNames choices = {};  ///< the names of a Choice's values; empty for other types
};

/// A stored value (a float) as the setting's type: bools are nonzero, enums and integers their value.
template <class T>
constexpr T storedAs(float v) {
    if constexpr (std::is_same_v<T, bool>)
        return v != 0.0f;
    else if constexpr (std::is_same_v<T, float>)
        return v;
    else if constexpr (std::is_enum_v<T>)
        return T(uint32_t(v));
    else
        return T(v);
}

}  // namespace sidestep

#define SIDESTEP_SETTING_FIELD(type, name, kind, lo, hi, def, unit, choices) type name = type(def);
#define SIDESTEP_SETTING_READ(type, name, kind, lo, hi, def, unit, choices) \
    s.name = ::sidestep::storedAs<type>(stored[k++]);
#define SIDESTEP_SETTING_SPEC(type, name, kind, lo, hi, def, unit, choices) \
    ::sidestep::ParamSpec{#name, ::sidestep::ParamType::kind, float(lo), float(hi), float(def), unit, choices},
#define SIDESTEP_SETTING_COUNT(...) +1

/// `struct Name` with one field per row of TABLE (at the row's default), `Name::read(stored)` from an
/// agent's stored values in table order, `Name::specs()` the table, and `Name::kCount` its rows.
#define SIDESTEP_SETTINGS_STRUCT(Name, TABLE)                                                        \
    struct Name {                                                                                    \
        TABLE(SIDESTEP_SETTING_FIELD)                                                                \
        static constexpr uint32_t kCount = 0 TABLE(SIDESTEP_SETTING_COUNT);                          \
        static Name read(const float* stored) {                                                      \
            Name s;                                                                                  \
            uint32_t k = 0;                                                                          \
            TABLE(SIDESTEP_SETTING_READ)                                                             \
            return s;                                                                                \
        }                                                                                            \
        static std::vector<::sidestep::ParamSpec> specs() { return {TABLE(SIDESTEP_SETTING_SPEC)}; } \
    }
