#include "core/review/annotation.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace warpscope::core {

using nlohmann::json;

namespace {
constexpr AnnotationShape::Kind kKinds[]
    = {AnnotationShape::Kind::Arrow, AnnotationShape::Kind::Rectangle, AnnotationShape::Kind::Ellipse,
        AnnotationShape::Kind::Highlight, AnnotationShape::Kind::Freehand, AnnotationShape::Kind::Text,
        AnnotationShape::Kind::Marker, AnnotationShape::Kind::Blur, AnnotationShape::Kind::Crop};

json shapeToJson(const AnnotationShape& s)
{
    json points = json::array();
    for (const AnnotationPoint& p : s.points)
        points.push_back(json::array({p.x, p.y}));
    json j = {
        {"id", s.id}, {"kind", annotationKindName(s.kind)}, {"points", points}, {"color", s.color}, {"width", s.width}};
    if (s.kind == AnnotationShape::Kind::Text || s.kind == AnnotationShape::Kind::Marker)
        j["font_size"] = s.fontSize;
    if (s.kind == AnnotationShape::Kind::Text)
        j["text"] = s.text;
    if (s.kind == AnnotationShape::Kind::Marker)
        j["number"] = s.number;
    return j;
}
} // namespace

const char* annotationKindName(AnnotationShape::Kind k)
{
    switch (k) {
    case AnnotationShape::Kind::Arrow:
        return "arrow";
    case AnnotationShape::Kind::Rectangle:
        return "rectangle";
    case AnnotationShape::Kind::Ellipse:
        return "ellipse";
    case AnnotationShape::Kind::Highlight:
        return "highlight";
    case AnnotationShape::Kind::Freehand:
        return "freehand";
    case AnnotationShape::Kind::Text:
        return "text";
    case AnnotationShape::Kind::Marker:
        return "marker";
    case AnnotationShape::Kind::Blur:
        return "blur";
    case AnnotationShape::Kind::Crop:
        return "crop";
    }
    return "arrow";
}

bool annotationKindFromName(const std::string& name, AnnotationShape::Kind* kind)
{
    for (AnnotationShape::Kind k : kKinds)
        if (name == annotationKindName(k)) {
            *kind = k;
            return true;
        }
    return false;
}

int AnnotationDoc::nextShapeId() const
{
    int largest = 0;
    for (const AnnotationShape& s : shapes)
        largest = std::max(largest, s.id);
    return largest + 1;
}

int AnnotationDoc::nextMarkerNumber() const
{
    int largest = 0;
    for (const AnnotationShape& s : shapes)
        if (s.kind == AnnotationShape::Kind::Marker)
            largest = std::max(largest, s.number);
    return largest + 1;
}

json annotationToJson(const AnnotationDoc& doc)
{
    json shapes = json::array();
    for (const AnnotationShape& s : doc.shapes)
        shapes.push_back(shapeToJson(s));
    return {{"schema", kAnnotationSchema}, {"image", doc.image}, {"image_width", doc.imageWidth},
        {"image_height", doc.imageHeight}, {"shapes", shapes}};
}

Result<AnnotationDoc> annotationFromJson(const json& j, const std::string& file)
{
    if (!j.is_object() || !j.contains("schema") || !j["schema"].is_number_integer())
        return makeError(ErrorCode::BadInput, "not an annotation file: the 'schema' key is missing", file, 0, "schema");
    if (j["schema"].get<int>() > kAnnotationSchema)
        return makeError(ErrorCode::BadInput,
            "these annotations were saved by a newer Warpscope (schema " + std::to_string(j["schema"].get<int>())
                + "); update Warpscope to edit them",
            file, 0, "schema");
    try {
        AnnotationDoc doc;
        doc.image = j.value("image", "");
        doc.imageWidth = j.value("image_width", 0);
        doc.imageHeight = j.value("image_height", 0);
        for (const json& js : j.value("shapes", json::array())) {
            AnnotationShape s;
            const std::string kind = js.value("kind", "");
            if (!annotationKindFromName(kind, &s.kind))
                return makeError(ErrorCode::BadInput,
                    "unknown shape kind '" + kind + "'; update Warpscope or remove the shape", file, 0,
                    "shapes[" + std::to_string(doc.shapes.size()) + "].kind");
            s.id = js.value("id", doc.nextShapeId());
            for (const json& p : js.value("points", json::array()))
                s.points.push_back({p.at(0).get<double>(), p.at(1).get<double>()});
            s.text = js.value("text", "");
            s.number = js.value("number", 0);
            s.color = js.value("color", s.color);
            s.width = js.value("width", s.width);
            s.fontSize = js.value("font_size", s.fontSize);
            doc.shapes.push_back(std::move(s));
        }
        return doc;
    } catch (const json::exception& e) {
        return makeError(ErrorCode::BadInput, std::string("a key has the wrong type (") + e.what() + ")", file);
    }
}

std::string serializeAnnotation(const AnnotationDoc& doc)
{
    return annotationToJson(doc).dump(2) + "\n";
}

Result<AnnotationDoc> parseAnnotation(const std::string& text, const std::string& file)
{
    try {
        return annotationFromJson(json::parse(text), file);
    } catch (const json::exception& e) { // parse_error, and out_of_range for a number like 1e999
        return makeError(ErrorCode::BadInput, std::string("not valid JSON (") + e.what() + ")", file);
    }
}

} // namespace warpscope::core
