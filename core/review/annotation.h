#pragma once

#include "core/common/result.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace warpscope::core {

/// The version of an evidence's annotation file (evidence/<id>.json).
inline constexpr int kAnnotationSchema = 1;

/// A point in the original capture's pixel coordinates.
struct AnnotationPoint {
    double x = 0;
    double y = 0;

    bool operator==(const AnnotationPoint&) const = default;
};

/// One mark on a capture. The points mean, by kind: Arrow: tail, head. Rectangle, Ellipse,
/// Highlight, Blur, Crop: two opposite corners. Freehand: the stroke. Text: the box's top-left,
/// then optionally the point its leader line points at. Marker: the centre.
struct AnnotationShape {
    enum class Kind { Arrow, Rectangle, Ellipse, Highlight, Freehand, Text, Marker, Blur, Crop };
    int id = 0; ///< unique within the document; undo commands find shapes by it
    Kind kind = Kind::Arrow;
    std::vector<AnnotationPoint> points;
    std::string text; ///< Text: the callout's words
    int number = 0; ///< Marker: the number shown
    std::string color = "#e53935"; ///< #rrggbb
    double width = 3.0; ///< stroke width in image pixels
    double fontSize = 16.0; ///< Text and Marker, in image pixels

    bool operator==(const AnnotationShape&) const = default;
};

/// "arrow", "rectangle", ...: the names the annotation file uses.
const char* annotationKindName(AnnotationShape::Kind k);
/// Inverse of annotationKindName; false when the name is unknown.
bool annotationKindFromName(const std::string& name, AnnotationShape::Kind* kind);

/// The editable annotations of one capture: the image they belong to and the shapes, bottom to top.
struct AnnotationDoc {
    int schema = kAnnotationSchema;
    std::string image; ///< the original capture, relative to this file ("e1.png")
    int imageWidth = 0;
    int imageHeight = 0;
    std::vector<AnnotationShape> shapes;

    bool operator==(const AnnotationDoc&) const = default;

    /// One more than the largest shape id.
    int nextShapeId() const;
    /// One more than the largest marker number, so markers count 1, 2, 3 as they are placed.
    int nextMarkerNumber() const;
};

/// The annotation file's document.
nlohmann::json annotationToJson(const AnnotationDoc& doc);
/// Reads an annotation file's document; a newer schema or an unknown shape kind is an error naming
/// the file and the shape.
Result<AnnotationDoc> annotationFromJson(const nlohmann::json& json, const std::string& file);
/// The annotation file's text (indented, ending with a newline).
std::string serializeAnnotation(const AnnotationDoc& doc);
/// Parses an annotation file's text.
Result<AnnotationDoc> parseAnnotation(const std::string& text, const std::string& file);

} // namespace warpscope::core
