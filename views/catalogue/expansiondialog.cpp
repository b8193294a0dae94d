// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "expansiondialog.h"

#include "catalogue/expansionlibrary.h"
#include "common/wheelguard.h"
#include "render/tilerenderer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

ExpansionDialog::ExpansionDialog(const Catalogue &catalogue, const Catalogue &taken, int index, QWidget *parent)
    : QDialog(parent)
    , m_catalogue(catalogue)
    , m_taken(taken)
    , m_index(index)
    , m_id(new QLineEdit(this))
    , m_nameCs(new QLineEdit(this))
    , m_nameEn(new QLineEdit(this))
    , m_watermark(new QComboBox(this))
    , m_back(new QComboBox(this))
    , m_startTile(new QComboBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"ExpansionDialog"_s);
    setWindowTitle(index < 0 ? tr("New Expansion") : tr("Expansion Properties"));
    m_id->setObjectName(u"expansionId"_s);
    m_nameCs->setObjectName(u"expansionNameCs"_s);
    m_nameEn->setObjectName(u"expansionNameEn"_s);
    m_watermark->setObjectName(u"expansionWatermark"_s);
    m_back->setObjectName(u"expansionBack"_s);
    m_startTile->setObjectName(u"expansionStartTile"_s);
    m_problem->setObjectName(u"expansionProblem"_s);
    m_problem->setWordWrap(true);

    m_id->setPlaceholderText(tr("my-expansion"));
    m_id->setToolTip(tr("Names the expansion in files and on the command line "
                        "(krajina-cli simulate --expansions base,my-expansion): lower-case letters, digits, hyphens."));
    m_nameCs->setPlaceholderText(tr("Moje rozšíření"));
    m_nameEn->setPlaceholderText(tr("My Expansion"));
    m_watermark->setToolTip(tr("The watermark: the small sign printed in a corner of each of the expansion's tiles"));
    m_back->setToolTip(tr("The design on the back of the expansion's tiles"));
    m_startTile->setToolTip(tr("The tile a game of the expansion starts from; played with the base game, "
                               "it replaces the base game's start tile"));

    const QString language = QLocale().name();
    m_watermark->addItem(tr("(none)"), QString());
    for (const Watermark &w : catalogue.watermarks)
        m_watermark->addItem(localName(w, language), w.id);
    for (const TileBack &b : catalogue.backs)
        m_back->addItem(localName(b, language), b.id);

    if (index >= 0) {
        const Expansion &e = catalogue.expansions.at(index);
        m_id->setText(e.id);
        m_nameCs->setText(e.nameCs);
        m_nameEn->setText(e.nameEn);
        m_back->setCurrentIndex(std::max(0, m_back->findData(e.defaultBack)));
        for (const TileDefinition &t : catalogue.tiles) {
            if (t.expansion == e.id) {
                m_watermark->setCurrentIndex(std::max(0, m_watermark->findData(t.watermark)));
                break;
            }
        }
        m_idTyped = true;
        // The expansion's tiles with their pictures (an expansion has tens of designs: drawn at once).
        const TileRenderer renderer;
        const int side = 40;
        const qreal ratio = devicePixelRatioF();
        m_startTile->setIconSize(QSize(side, side));
        m_startTile->addItem(tr("(none)"), QString());
        for (const TileDefinition &t : catalogue.tiles) {
            if (t.expansion != e.id)
                continue;
            QImage picture = renderer.toImage(t, int(side * ratio));
            picture.setDevicePixelRatio(ratio);
            m_startTile->addItem(QIcon(QPixmap::fromImage(picture)), u"%1 — %2"_s.arg(t.id, t.name(language)), t.id);
        }
        m_startTile->setCurrentIndex(std::max(0, m_startTile->findData(e.startTile)));
    } else {
        m_back->setCurrentIndex(std::max(0, m_back->findData(u"land"_s)));
    }

    auto *form = new QFormLayout;
    form->addRow(tr("English name:"), m_nameEn);
    form->addRow(tr("Czech name:"), m_nameCs);
    form->addRow(tr("Id:"), m_id);
    form->addRow(tr("Watermark:"), m_watermark);
    form->addRow(tr("Back:"), m_back);
    form->addRow(tr("Start tile:"), m_startTile);
    form->setRowVisible(m_startTile, index >= 0);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    WheelGuard::protect(this);

    // The keyboard goes down the form as it is laid out, from its first field.
    QWidget *previous = m_nameEn;
    for (QWidget *next : std::initializer_list<QWidget *> {m_nameCs, m_id, m_watermark, m_back, m_startTile}) {
        setTabOrder(previous, next);
        previous = next;
    }
    m_nameEn->setFocus(Qt::OtherFocusReason);

    connect(m_nameEn, &QLineEdit::textChanged, this, [this](const QString &name) {
        if (!m_idTyped)
            m_id->setText(idFromName(name));
        validate();
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] { m_idTyped = true; });
    connect(m_id, &QLineEdit::textChanged, this, &ExpansionDialog::validate);
    connect(m_nameCs, &QLineEdit::textChanged, this, &ExpansionDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
    resize(sizeHint().expandedTo(QSize(460, 0)));
}

QString ExpansionDialog::idFromName(const QString &name)
{
    QString id;
    for (const QChar c : name.normalized(QString::NormalizationForm_D).toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            id += c;
        else if (c.isSpace() || c == u'-' || c == u'_' || c == u'.' || c == u'/')
            id += u'-';
    }
    static const QRegularExpression hyphens(u"-{2,}"_s);
    id.replace(hyphens, u"-"_s);
    while (id.startsWith(u'-'))
        id.remove(0, 1);
    while (id.endsWith(u'-'))
        id.chop(1);
    return id;
}

QString ExpansionDialog::problem() const
{
    if (m_nameEn->text().trimmed().isEmpty() || m_nameCs->text().trimmed().isEmpty())
        return tr("Give the expansion an English and a Czech name.");
    const QString id = m_id->text().trimmed();
    if (m_index >= 0 && id == m_catalogue.expansions.at(m_index).id)
        return {};
    if (!m_catalogue.expansion(id) && m_taken.expansion(id))
        return tr("A bundled expansion is called \"%1\": choose another id, so that both can be played together.")
            .arg(id);
    return CatalogueIds::expansionIdProblem(m_catalogue, id, m_index);
}

void ExpansionDialog::validate()
{
    const QString text = problem();
    m_problem->setText(text);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

Expansion ExpansionDialog::expansion() const
{
    Expansion e = m_index >= 0 ? m_catalogue.expansions.at(m_index) : Expansion {};
    e.id = m_id->text().trimmed();
    if (e.game.isEmpty())
        e.game = m_catalogue.game(u"carcassonne") || m_catalogue.games.isEmpty() ? u"carcassonne"_s
                                                                                 : m_catalogue.games.first().id;
    e.nameCs = m_nameCs->text().trimmed();
    e.nameEn = m_nameEn->text().trimmed();
    e.defaultBack = m_back->currentData().toString();
    if (m_index >= 0)
        e.startTile = m_startTile->currentData().toString();
    return e;
}

QString ExpansionDialog::watermark() const
{
    return m_watermark->currentData().toString();
}

} // namespace Krajina
