// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace Krajina {

class CatalogueDocument;
struct Feature;

// The Properties panel: the current tile's attributes (names, count,
// editions, watermark, back, art, status, ...) and the attributes of its
// current feature (pennants, cities a field touches, pig herd, inn, crossing,
// river role, crop-circle type). Every edit pushes one undo command.
class TilePropertiesWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TilePropertiesWidget(CatalogueDocument *document, QWidget *parent = nullptr);

    void setDocument(CatalogueDocument *document);
    void setCurrentTile(int index);
    void setCurrentFeature(int feature);
    // Puts the keyboard in the id field, its text selected, for the author to type a new id.
    void editId();

protected:
    void changeEvent(QEvent *event) override;
    // Ctrl+Z and Ctrl+Shift+Z in a field commit what it holds and then undo or redo the document's
    // steps, as in KDE applications, instead of the field's own undo.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    void retranslate();
    void reload();
    void fillChoices();
    void commitText(QLineEdit *edit);
    // Shows why `id` cannot name the current tile, if it cannot; returns whether it can.
    bool showIdProblem(const QString &id);
    void commitFeature(const std::function<void(Feature &)> &change, const QString &text);

    CatalogueDocument *m_document = nullptr;
    int m_tileIndex = -1;
    int m_featureIndex = -1;
    bool m_loading = false;

    QGroupBox *m_tileGroup = nullptr;
    QFormLayout *m_tileForm = nullptr;
    QLineEdit *m_id = nullptr;
    QLabel *m_idProblem = nullptr;
    QLineEdit *m_nameCs = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QSpinBox *m_count = nullptr;
    QComboBox *m_status = nullptr;
    QLineEdit *m_editions = nullptr;
    QComboBox *m_watermark = nullptr;
    QComboBox *m_back = nullptr;
    QLineEdit *m_art = nullptr;
    QLineEdit *m_jczId = nullptr;
    QLineEdit *m_note = nullptr;

    QGroupBox *m_featureGroup = nullptr;
    QFormLayout *m_featureForm = nullptr;
    QSpinBox *m_pennants = nullptr;
    QCheckBox *m_pigHerd = nullptr;
    QCheckBox *m_inn = nullptr;
    QComboBox *m_crossing = nullptr;
    QComboBox *m_riverRole = nullptr;
    QComboBox *m_cropCircle = nullptr;
    QListWidget *m_cities = nullptr;
};

} // namespace Krajina
