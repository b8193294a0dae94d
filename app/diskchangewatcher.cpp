// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "diskchangewatcher.h"

#include "document/cataloguedocument.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// KDE's "neutral" (warning) colour, which KMessageWidget tints a warning with.
const QColor WarningColor(246, 116, 0);

// The message's frame, drawn as KMessageWidget draws a warning: the window's
// colour tinted with the warning colour, a border of it, rounded corners. Its
// height follows its width (the text wraps), which a toolbar does not ask for:
// it says so through its size hint.
class MessageFrame : public QFrame
{
public:
    using QFrame::QFrame;

    QSize sizeHint() const override
    {
        // Before its first layout a widget's width means nothing: assume a window's.
        const int width = testAttribute(Qt::WA_Resized) ? this->width() : 1000;
        return {360, layout()->heightForWidth(width)};
    }
    QSize minimumSizeHint() const override { return {layout()->minimumSize().width(), sizeHint().height()}; }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QFrame::resizeEvent(event);
        if (layout()->heightForWidth(width()) != height())
            updateGeometry();
    }
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        QColor fill = WarningColor;
        fill.setAlphaF(0.2);
        painter.setBrush(fill);
        painter.setPen(QPen(WarningColor, 1));
        painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    }
};

QIcon themeIcon(const QString &name, QStyle::StandardPixmap fallback, const QWidget *widget)
{
    return QIcon::fromTheme(name, widget->style()->standardIcon(fallback, nullptr, widget));
}

} // namespace

DiskChangeWatcher::DiskChangeWatcher(QWidget *parent)
    : QToolBar(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_overwrite(new QPushButton(this))
    , m_reload(new QPushButton(this))
    , m_saveAs(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(u"diskChangeBar"_s);
    setMovable(false);
    setFloatable(false);
    setAllowedAreas(Qt::TopToolBarArea);
    toggleViewAction()->setVisible(false); // not in the toolbars' menu: it comes and goes by itself
    setContextMenuPolicy(Qt::PreventContextMenu);

    auto *frame = new MessageFrame(this);
    frame->setObjectName(u"diskChangeBar.frame"_s);
    frame->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_icon->setObjectName(u"diskChangeBar.icon"_s);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this) * 3 / 2;
    m_icon->setPixmap(themeIcon(u"dialog-warning"_s, QStyle::SP_MessageBoxWarning, this)
                          .pixmap(QSize(iconSize, iconSize), devicePixelRatio()));
    m_icon->setAlignment(Qt::AlignTop);
    m_text->setObjectName(u"diskChangeBar.text"_s);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_overwrite->setObjectName(u"diskChangeBar.overwrite"_s);
    m_overwrite->setIcon(themeIcon(u"document-save"_s, QStyle::SP_DialogSaveButton, this));
    m_reload->setObjectName(u"diskChangeBar.reload"_s);
    m_reload->setIcon(themeIcon(u"view-refresh"_s, QStyle::SP_BrowserReload, this));
    m_saveAs->setObjectName(u"diskChangeBar.saveAs"_s);
    m_saveAs->setIcon(themeIcon(u"document-save-as"_s, QStyle::SP_DialogSaveButton, this));
    m_close->setObjectName(u"diskChangeBar.close"_s);
    m_close->setIcon(themeIcon(u"dialog-close"_s, QStyle::SP_TitleBarCloseButton, this));
    m_close->setAutoRaise(true);
    m_close->setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QHBoxLayout(frame);
    layout->setContentsMargins(8, 5, 5, 5);
    layout->setSpacing(6);
    layout->addWidget(m_icon, 0, Qt::AlignVCenter);
    layout->addWidget(m_text, 1);
    for (QPushButton *button : {m_overwrite, m_reload, m_saveAs})
        layout->addWidget(button, 0, Qt::AlignVCenter);
    layout->addWidget(m_close, 0, Qt::AlignVCenter);
    addWidget(frame);
    setTabOrder(m_overwrite, m_reload);
    setTabOrder(m_reload, m_saveAs);
    setTabOrder(m_saveAs, m_close);

    connect(m_reload, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT reloadRequested();
    });
    connect(m_overwrite, &QPushButton::clicked, this, &DiskChangeWatcher::overwriteRequested);
    connect(m_saveAs, &QPushButton::clicked, this, &DiskChangeWatcher::saveAsRequested);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);

    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &DiskChangeWatcher::check);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { m_settle.start(); });
    // A writer that renames a new file over the old one: the folder changes.
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] { m_settle.start(); });
    retranslate();
    hide();
}

void DiskChangeWatcher::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    hide();
    if (m_document) {
        connect(m_document, &CatalogueDocument::fileNameChanged, this, [this] {
            watch();
            check();
        });
        // Saved (the file is the document's again) or edited (the bar offers more): look again.
        connect(m_document, &CatalogueDocument::modifiedChanged, this, [this] {
            if (!isHidden())
                check();
        });
    }
    watch();
    // A document restored after a crash may be based on a file that has changed since.
    check();
}

void DiskChangeWatcher::watch()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_path = m_document ? m_document->fileName() : QString();
    if (m_path.isEmpty() || !QFileInfo(m_path).isFile())
        return;
    m_watcher.addPath(m_path);
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
}

void DiskChangeWatcher::check()
{
    // The watch goes with a file renamed over or removed; take up the new one.
    if (!m_path.isEmpty() && !m_watcher.files().contains(m_path) && QFileInfo(m_path).isFile())
        m_watcher.addPath(m_path);
    if (!m_document || !m_document->isChangedOnDisk()) {
        hide();
        return;
    }
    retranslate();
    show();
}

void DiskChangeWatcher::retranslate()
{
    setWindowTitle(tr("File Changed on Disk"));
    const QString name = QFileInfo(m_path).fileName();
    const bool modified = m_document && m_document->isModified();
    m_text->setText(modified ? tr("%1 was changed on disk by another program. You have unsaved changes here.").arg(name)
                             : tr("%1 was changed on disk by another program.").arg(name));
    m_text->setToolTip(QDir::toNativeSeparators(m_path));
    // Without unsaved changes there is nothing to overwrite the file with or to keep elsewhere.
    m_overwrite->setVisible(modified);
    m_saveAs->setVisible(modified);
    m_overwrite->setText(tr("&Overwrite"));
    m_overwrite->setToolTip(tr("Save your changes over the file, replacing what the other program wrote"));
    m_reload->setText(tr("&Reload"));
    m_reload->setToolTip(tr("Read the file again as it is on disk now; unsaved changes here are lost"));
    m_saveAs->setText(tr("Save &As…"));
    m_saveAs->setToolTip(tr("Keep both: save your changes under another name"));
    m_close->setToolTip(tr("Hide this message and keep what is shown here; saving asks before overwriting the file"));
    m_close->setAccessibleName(tr("Close"));
}

void DiskChangeWatcher::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolBar::changeEvent(event);
}

void DiskChangeWatcher::paintEvent(QPaintEvent *)
{
    // No toolbar panel or handle: the message frame draws itself.
}

DiskChangeWatcher::Choice DiskChangeWatcher::askBeforeSave(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                    tr("%1 was changed on disk by another program since Krajina read it.").arg(path),
                    QMessageBox::NoButton, parent);
    box.setObjectName(u"diskChangeQuestion"_s);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Overwrite replaces those changes with yours; Reload discards yours and reads the file "
                              "again; Save As keeps both."));
    QPushButton *overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    overwrite->setObjectName(u"diskChange.overwrite"_s);
    QPushButton *reload = box.addButton(tr("&Reload"), QMessageBox::ResetRole);
    reload->setObjectName(u"diskChange.reload"_s);
    QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    saveAs->setObjectName(u"diskChange.saveAs"_s);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(u"diskChange.cancel"_s);
    box.setDefaultButton(cancel);
    box.exec();
    if (box.clickedButton() == overwrite)
        return Choice::Overwrite;
    if (box.clickedButton() == reload)
        return Choice::Reload;
    if (box.clickedButton() == saveAs)
        return Choice::SaveAs;
    return Choice::Cancel;
}

bool DiskChangeWatcher::askReplaceReadOnly(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("Read-Only File"),
                    tr("%1 is read-only. Replace it anyway? It stays read-only.").arg(path), QMessageBox::NoButton,
                    parent);
    box.setObjectName(u"readOnlyQuestion"_s);
    box.setTextFormat(Qt::PlainText);
    QPushButton *replace = box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    replace->setObjectName(u"readOnly.replace"_s);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(u"readOnly.cancel"_s);
    box.setDefaultButton(cancel);
    box.exec();
    return box.clickedButton() == replace;
}

} // namespace Krajina
