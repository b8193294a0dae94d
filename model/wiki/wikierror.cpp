// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikierror.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiError)
};

} // namespace

bool WikiError::isFatal() const
{
    switch (kind) {
    case Kind::Network:
    case Kind::Http:
    case Kind::BadReply:
    case Kind::BadLogin:
    case Kind::NotLoggedIn:
    case Kind::ReadOnly:
    case Kind::RateLimited: // every further edit would be refused too
    case Kind::Lagged:
    case Kind::Cancelled:
    case Kind::Unsafe:
    case Kind::Limit:
    case Kind::DamagedRecord:
        return true;
    case Kind::None:
    case Kind::NoSuchPage:
    case Kind::EditConflict:
    case Kind::Protected:
    case Kind::Api:
        return false;
    }
    return true;
}

WikiError WikiError::fromApi(const QString &serverCode, const QString &info)
{
    WikiError error;
    const QString code = wikiServerText(serverCode, 80);
    error.code = code;
    const QString detail = info.isEmpty() ? code : wikiServerText(info);
    if (code == u"editconflict") {
        error.kind = Kind::EditConflict;
        error.message = Text::tr("edit conflict: the page was changed on the wiki meanwhile");
    } else if (code == u"missingtitle" || code == u"nocreate-missing") {
        error.kind = Kind::NoSuchPage;
        error.message = Text::tr("the page does not exist on the wiki");
    } else if (code == u"articleexists") {
        error.kind = Kind::EditConflict;
        error.message = Text::tr("the page was created on the wiki meanwhile");
    } else if (code == u"protectedpage" || code == u"cascadeprotected" || code == u"protectedtitle"
               || code == u"protectednamespace" || code == u"protectednamespace-interface"
               || code == u"customcssprotected" || code == u"customjsprotected" || code == u"permissiondenied") {
        error.kind = Kind::Protected;
        error.message = Text::tr("the page is protected: %1").arg(detail);
    } else if (code == u"ratelimited") {
        error.kind = Kind::RateLimited;
        error.message = Text::tr("the wiki limits how fast you may edit; try again later");
    } else if (code == u"readonly") {
        error.kind = Kind::ReadOnly;
        error.message = Text::tr("the wiki is read-only at the moment: %1").arg(detail);
    } else if (code == u"maxlag") {
        error.kind = Kind::Lagged;
        error.message = Text::tr("the wiki's database servers are lagging; try again later");
    } else if (code == u"assertuserfailed" || code == u"assertbotfailed" || code == u"notloggedin"
               || code == u"badtoken") {
        error.kind = Kind::NotLoggedIn;
        error.message = Text::tr("the wiki no longer knows the login; log in again");
    } else {
        error.kind = Kind::Api;
        error.message = Text::tr("the wiki refused: %1 (%2)").arg(detail, code);
    }
    return error;
}

QString wikiServerText(QStringView text, qsizetype limit)
{
    QString result;
    result.reserve(std::min(text.size(), limit + 1));
    bool space = false;
    for (const QChar c : text) {
        const bool control = c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
            || c == QChar::LineSeparator || c == QChar::ParagraphSeparator;
        if (control || c.isSpace()) {
            space = !result.isEmpty();
            continue;
        }
        if (result.size() >= limit) {
            result += u'…';
            break;
        }
        if (space)
            result += u' ';
        space = false;
        result += c;
    }
    return result;
}

QString maskedSecret(QString text, const QString &secret)
{
    if (!secret.isEmpty())
        text.replace(secret, u"****"_s);
    return text;
}

} // namespace Krajina
