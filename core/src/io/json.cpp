// The JSON value and writer (sidestep/io/json.hpp); the reader is io/json_parse.cpp.
#include "sidestep/io/json.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace sidestep {

Json Json::fromFloat(float v) {
    return std::isfinite(v) ? number(std::strtod(formatFloat(v).c_str(), nullptr)) : Json();
}

const Json* Json::find(std::string_view key) const {
    for (const Member& m : members_) {
        if (m.first == key) return &m.second;
    }
    return nullptr;
}

// ---- writing ------------------------------------------------------------------------------------

namespace {

void writeString(std::string& out, const std::string& s) {
    out += '"';
    for (const char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(static_cast<unsigned char>(c)));
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    out += '"';
}

bool scalar(const Json& j) { return !j.isArray() && !j.isObject(); }

/// Short containers of scalars stay on one line.
bool inlineable(const Json& j) {
    size_t width = 0;
    if (j.isArray()) {
        for (const Json& i : j.items()) {
            if (!scalar(i)) return false;
            width += i.isString() ? i.asString().size() + 4 : 8;
        }
        return width <= 80 || j.items().size() <= 2;
    }
    if (j.isObject()) {
        if (j.members().size() > 6) return false;
        for (const auto& [k, v] : j.members()) {
            if (!scalar(v)) return false;
            width += k.size() + (v.isString() ? v.asString().size() : 8) + 6;
        }
        return width <= 80;
    }
    return true;
}

void write(std::string& out, const Json& j, int indent, int level) {
    switch (j.type()) {
        case Json::Type::Null:
            out += "null";
            return;
        case Json::Type::Bool:
            out += j.asBool() ? "true" : "false";
            return;
        case Json::Type::Number:
            out += formatNumber(j.asNumber());
            return;
        case Json::Type::String:
            writeString(out, j.asString());
            return;
        case Json::Type::Array:
        case Json::Type::Object:
            break;
    }
    const bool isArray = j.isArray();
    const size_t count = isArray ? j.items().size() : j.members().size();
    const char open = isArray ? '[' : '{', close = isArray ? ']' : '}';
    if (count == 0) {
        out += open;
        out += close;
        return;
    }
    const bool oneLine = indent <= 0 || inlineable(j);
    const std::string pad = oneLine ? "" : "\n" + std::string(size_t(indent * (level + 1)), ' ');
    out += open;
    if (oneLine && !isArray && indent > 0) out += ' ';
    for (size_t i = 0; i < count; ++i) {
        if (i) out += oneLine ? (indent > 0 ? ", " : ",") : ",";
        out += pad;
        if (isArray) {
            write(out, j.items()[i], indent, level + 1);
        } else {
            writeString(out, j.members()[i].first);
            out += indent > 0 ? ": " : ":";
            write(out, j.members()[i].second, indent, level + 1);
        }
    }
    if (!oneLine)
        out += "\n" + std::string(size_t(indent * level), ' ');
    else if (!isArray && indent > 0)
        out += ' ';
    out += close;
}

}  // namespace

std::string writeJson(const Json& value, int indent) {
    std::string out;
    write(out, value, indent, 0);
    return out;
}

std::string formatNumber(double v) {
    if (!std::isfinite(v)) return "null";
    if (v == 0.0) return "0";
    char buf[40];
    if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0) {
        std::snprintf(buf, sizeof buf, "%.0f", v);  // whole numbers without an exponent: 3000, not 3e+03
        return buf;
    }
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buf, sizeof buf, "%.*g", precision, v);
        if (std::strtod(buf, nullptr) == v) break;
    }
    return buf;
}

std::string formatFloat(float v) {
    if (!std::isfinite(v)) return "null";
    if (v == 0.0f) return "0";
    if (v == std::floor(v) && std::fabs(v) < 16777216.0f) return formatNumber(double(v));
    char buf[40];
    for (int precision = 1; precision <= 9; ++precision) {
        std::snprintf(buf, sizeof buf, "%.*g", precision, double(v));
        if (std::strtof(buf, nullptr) == v) break;
    }
    return buf;
}

}  // namespace sidestep
