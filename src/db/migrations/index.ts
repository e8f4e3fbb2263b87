import type { Migration } from 'kysely'
import * as initial from './001-initial.js'
import * as imageAltText from './003-image-alt-text.js'
import * as contentVersion from './004-content-version-and-list-indexes.js'
import * as disclosure from './005-disclosure.js'
import * as staffTools from './006-staff-tools.js'
import * as facultyAndFees from './007-faculty-and-fees.js'
import * as mailOutboxKind from './008-mail-outbox-kind.js'
import * as publicListIndexes from './009-public-list-indexes.js'
import * as devanagariSearch from './010-devanagari-search.js'
import * as documentPublishAt from './011-document-publish-at.js'
import * as grievances from './012-grievances.js'
import * as enquiryLanguage from './013-enquiry-language.js'
import * as translations from './014-translations.js'
import * as rowVersions from './015-row-versions.js'
import * as grievanceLanguage from './016-grievance-language.js'
import * as searchTranslations from './017-search-translations.js'
import * as accessCodesAndLinkKinds from './021-access-codes-and-link-kinds.js'
import * as textLanguageChosen from './024-text-language-chosen.js'
import * as statutoryEntries from './026-statutory-entries.js'
import * as eventPhotoOrder from './030-event-photo-order.js'
import * as noticeDrafts from './031-notice-drafts.js'
import * as panelLanguage from './033-panel-language.js'
import * as mailLanguage from './034-mail-language.js'
import * as binNamesAsWritten from './035-bin-names-as-written.js'
import * as panelDrafts from './036-panel-drafts.js'
import * as binNamesOfFeesAndPictures from './037-bin-names-of-fees-and-pictures.js'
import * as panelDraftOrder from './038-panel-draft-order.js'
import * as rowDrafts from './039-row-drafts.js'
import * as pictureDrafts from './040-picture-drafts.js'
import * as changeDrafts from './041-change-drafts.js'
import * as changesOfEveryDraftArea from './042-changes-of-every-draft-area.js'
import * as changesStaleByContent from './043-changes-stale-by-content.js'
import * as changesKeepTheirBase from './044-changes-keep-their-base.js'
import * as listTranslationsKeepTheirWords from './045-list-translations-keep-their-words.js'
import * as photoDrafts from './046-photo-drafts.js'
import * as documentFileLanguage from './047-document-file-language.js'
import * as holidayNamesPerLanguage from './048-holiday-names-per-language.js'

/** Ordered by name; a new migration is a new file added here. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '003-image-alt-text': imageAltText,
  '004-content-version-and-list-indexes': contentVersion,
  '005-disclosure': disclosure,
  '006-staff-tools': staffTools,
  '007-faculty-and-fees': facultyAndFees,
  '008-mail-outbox-kind': mailOutboxKind,
  '009-public-list-indexes': publicListIndexes,
  '010-devanagari-search': devanagariSearch,
  '011-document-publish-at': documentPublishAt,
  '012-grievances': grievances,
  '013-enquiry-language': enquiryLanguage,
  '014-translations': translations,
  '015-row-versions': rowVersions,
  '016-grievance-language': grievanceLanguage,
  '017-search-translations': searchTranslations,
  '021-access-codes-and-link-kinds': accessCodesAndLinkKinds,
  '024-text-language-chosen': textLanguageChosen,
  '026-statutory-entries': statutoryEntries,
  '030-event-photo-order': eventPhotoOrder,
  '031-notice-drafts': noticeDrafts,
  '033-panel-language': panelLanguage,
  '034-mail-language': mailLanguage,
  '035-bin-names-as-written': binNamesAsWritten,
  '036-panel-drafts': panelDrafts,
  '037-bin-names-of-fees-and-pictures': binNamesOfFeesAndPictures,
  '038-panel-draft-order': panelDraftOrder,
  '039-row-drafts': rowDrafts,
  '040-picture-drafts': pictureDrafts,
  '041-change-drafts': changeDrafts,
  '042-changes-of-every-draft-area': changesOfEveryDraftArea,
  '043-changes-stale-by-content': changesStaleByContent,
  '044-changes-keep-their-base': changesKeepTheirBase,
  '045-list-translations-keep-their-words': listTranslationsKeepTheirWords,
  '046-photo-drafts': photoDrafts,
  '047-document-file-language': documentFileLanguage,
  '048-holiday-names-per-language': holidayNamesPerLanguage,
}
