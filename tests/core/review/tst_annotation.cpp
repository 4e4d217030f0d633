// The editable annotation file: round trip, unknown kinds and newer schemas refused, marker numbers.
#include "core/review/annotation.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace warpscope;
using Kind = core::AnnotationShape::Kind;

class TestAnnotation : public QObject {
    Q_OBJECT
private slots:
    void roundTripEveryKind()
    {
        core::AnnotationDoc doc;
        doc.image = "e1.png";
        doc.imageWidth = 640;
        doc.imageHeight = 480;
        int id = 1;
        for (Kind k : {Kind::Arrow, Kind::Rectangle, Kind::Ellipse, Kind::Highlight, Kind::Freehand, Kind::Text,
                 Kind::Marker, Kind::Blur, Kind::Crop}) {
            core::AnnotationShape s;
            s.id = id++;
            s.kind = k;
            s.points = {{1.5, 2}, {30, 40.25}};
            if (k == Kind::Text)
                s.text = "out of bounds — за границей";
            if (k == Kind::Marker)
                s.number = 3;
            doc.shapes.push_back(s);
        }
        const std::string text = core::serializeAnnotation(doc);
        auto back = core::parseAnnotation(text, "e1.json");
        QVERIFY(back.ok());
        QVERIFY(*back == doc);
        QCOMPARE(back->nextShapeId(), 10);
        QCOMPARE(back->nextMarkerNumber(), 4);
    }

    void refusesWhatItCannotEdit_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer") << "{\"schema\": 9, \"shapes\": []}"
                               << "newer Warpscope";
        QTest::newRow("kind") << "{\"schema\": 1, \"shapes\": [{\"kind\": \"hexagon\"}]}"
                              << "shapes[0].kind";
        QTest::newRow("syntax") << "{"
                                << "not valid JSON";
    }
    void refusesWhatItCannotEdit()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        auto r = core::parseAnnotation(text.toStdString(), "e1.json");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().describe().find(expected.toStdString()) != std::string::npos, r.error().describe().c_str());
    }
};

QTEST_GUILESS_MAIN(TestAnnotation)
#include "tst_annotation.moc"
