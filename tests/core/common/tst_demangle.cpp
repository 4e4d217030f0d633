// The C++ names users read instead of NVRTC's lowered names (core/common/demangle.h).
#include "core/common/demangle.h"

#include <QTest>

using namespace warpscope::core;

class TestDemangle : public QObject {
    Q_OBJECT
private slots:
    void names_data()
    {
        QTest::addColumn<QString>("lowered");
        QTest::addColumn<QString>("full");
        QTest::addColumn<QString>("name");
        QTest::newRow("bf16 gelu") << "_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i"
                                   << "gelu_forward_kernel2(__nv_bfloat16*, const __nv_bfloat16*, int)"
                                   << "gelu_forward_kernel2";
        QTest::newRow("template drops the return type") << "_Z5scaleIfEvPT_i"
                                                        << "scale<float>(float*, int)"
                                                        << "scale<float>";
        QTest::newRow("non-type template argument, function pointer")
            << "_Z4tileILi32EdEvPKT0_S2_PFviE"
            << "tile<32, double>(const double*, const double*, void (*)(int))"
            << "tile<32, double>";
        QTest::newRow("anonymous namespace") << "_ZN12_GLOBAL__N_16kernelEPf"
                                             << "(anonymous namespace)::kernel(float*)"
                                             << "(anonymous namespace)::kernel";
        QTest::newRow("extern C stays") << "vector_add"
                                        << "vector_add"
                                        << "vector_add";
        QTest::newRow("not a valid mangled name stays") << "_Zfoo"
                                                        << "_Zfoo"
                                                        << "_Zfoo";
        QTest::newRow("function-local shared variable") << "_ZZ15transpose_tiledE4tile"
                                                        << "transpose_tiled::tile"
                                                        << "transpose_tiled::tile";
        QTest::newRow("empty") << ""
                               << ""
                               << "";
    }
    void names()
    {
        QFETCH(QString, lowered);
        QFETCH(QString, full);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(demangledName(lowered.toStdString())), full);
        QCOMPARE(QString::fromStdString(shortDemangledName(lowered.toStdString())), name);
    }

    void within_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("quoted") << "kernel '_Z5scaleIfEvPT_i' takes 2 parameters"
                                << "kernel 'scale<float>(float*, int)' takes 2 parameters";
        QTest::newRow("list") << "kernels found: _Z5scaleIfEvPT_i, vector_add"
                              << "kernels found: scale<float>(float*, int), vector_add";
        QTest::newRow("inside a word stays") << "x_Z5scaleIfEvPT_i"
                                             << "x_Z5scaleIfEvPT_i";
        QTest::newRow("PTX parameter name stays") << "_Z5scaleIfEvPT_i_param_0"
                                                  << "_Z5scaleIfEvPT_i_param_0";
        QTest::newRow("no names") << "plain text"
                                  << "plain text";
    }
    void within()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(demangleWithin(text.toStdString())), expected);
    }

    void ptxParams()
    {
        QCOMPARE(ptxParamName("_Z5scaleIfEvPT_i_param_0", "_Z5scaleIfEvPT_i"), std::string("param_0"));
        QCOMPARE(ptxParamName("vector_add_param_2", "vector_add"), std::string("param_2"));
        QCOMPARE(ptxParamName("other_param_0", "vector_add"), std::string("other_param_0"));
        QCOMPARE(ptxParamName("vector_add", "vector_add"), std::string("vector_add"));
    }

    void detects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("mangled");
        QTest::newRow("length") << "bad '_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i'" << true;
        QTest::newRow("nested") << "_ZN12_GLOBAL__N_16kernelEPf" << true;
        QTest::newRow("local") << "_ZZ15transpose_tiledE4tile" << true;
        QTest::newRow("plain") << "the kernel vector_add" << false;
        QTest::newRow("inside a word") << "CU_Z3" << false;
    }
    void detects()
    {
        QFETCH(QString, text);
        QFETCH(bool, mangled);
        QCOMPARE(containsMangledName(text.toStdString()), mangled);
    }
};

QTEST_APPLESS_MAIN(TestDemangle)
#include "tst_demangle.moc"
