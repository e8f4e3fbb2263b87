import { ACCEPTED_FORMATS, MAX_FILE_MB, UPLOAD_REASONS, uploadLimitsText } from '../../http/upload-rules'
import { FORBIDDEN_MESSAGES, SUSPENDED_BY_ADMINISTRATOR, type RolePermission } from '../../platform/auth/roles'
import { CHANGE_DISCARDED, CHANGE_OF_ITEM_OFF_SITE, CHANGE_OF_REMOVED_ACCOUNT, EMPTY_CHANGE, CHANGE_PUBLISHED, CHANGE_SAVED, CHANGED_SINCE, DRAFT_FLAG_UNREAD, DRAFT_PUBLISHED, DRAFT_SAVED, EDITED_SINCE_OPENED, NO_CHANGE, NO_PICTURE_IN_CHANGE, PART_OF_A_DRAFT, REVISION_UNREAD, TAKEN_OFF_SITE } from '../../platform/row-drafts/messages'
import { PANEL_TEXT } from './panel-text'
import { addServerHindi, inPanelLanguage, panelCatalogue, usePanelCatalogue } from './panel-catalogue'

/**
 * The kit's own texts (docs/decisions/231): what the admin kit writes itself (buttons of a row, the
 * list states, the pager, the upload widget, the leave-this-form dialog, a form's error summary).
 * Texts a panel passes in (its labels, its empty list) are the panel's own catalogue's. English is
 * today's, letter for letter (the spec's where it names them); Hindi per ../shared/hindi.md.
 */

/** The role refusals of the API (FORBIDDEN_MESSAGES), by permission: a new permission without its Hindi fails the typecheck. */
const FORBIDDEN_IN_HINDI: Record<RolePermission, string> = {
  content: 'आपकी भूमिका साइट की सामग्री बदलने की अनुमति नहीं देती। किसी प्रशासक या संपादक से कहें।',
  enquiries: 'आपकी भूमिका पूछताछ पर काम करने की अनुमति नहीं देती। किसी प्रशासक या प्रवेश डेस्क से कहें।',
  accounts: 'केवल प्रशासक स्टाफ़ खाते और ई-मेल अलर्ट सँभाल सकते हैं और गतिविधि लॉग पढ़ सकते हैं।',
  grievances: 'आपकी भूमिका छात्रों की शिकायतें पढ़ने की अनुमति नहीं देती। किसी प्रशासक या शिकायत समिति से कहें।',
  'grievance-removal': 'केवल प्रशासक किसी शिकायत को हटा या वापस ला सकते हैं।',
  'grievance-college-steps': 'महाविद्यालय की टिप्पणियों के साथ शिकायत भेजना, अपील दर्ज करना और शिकायत बंद करना महाविद्यालय के चरण हैं: ये प्रशासक करते हैं।',
  'grievance-committee-steps': 'SGRC की रिपोर्ट और निर्णय समिति के चरण हैं: ये शिकायत समिति के सदस्य करते हैं।',
}
const FORBIDDEN_HINDI = Object.fromEntries(Object.entries(FORBIDDEN_MESSAGES).map(([permission, english]) => [english, FORBIDDEN_IN_HINDI[permission as RolePermission]]))

/** A panel's Hindi name from its English one (the sidebar's). */
function hindiPanelName(english: string): string {
  const key = (Object.keys(PANEL_TEXT.en.panels) as (keyof typeof PANEL_TEXT.en.panels)[]).find((panel) => PANEL_TEXT.en.panels[panel] === english)
  return key ? PANEL_TEXT.hi.panels[key] : english
}

/** Hindi takes the "one" form for 0 and 1 (../shared/hindi.md). */
const HINDI_PLURAL = new Intl.PluralRules('hi')
const hindiOne = (count: number) => HINDI_PLURAL.select(count) === 'one'


/** Staff's names for the photo formats in Hindi writing: the format names themselves stay as they are. */
const HINDI_FORMATS = ACCEPTED_FORMATS.replace(' or ', ' या ')

const english = {
  loading: 'Loading…',
  tryAgain: 'Try again',
  required: ' (required)',
  optional: ' (optional)',
  summary: (count: number) => (count === 1 ? 'Please correct the marked field.' : `Please correct the ${count} marked fields.`),
  adding: 'Adding…',
  saving: 'Saving…',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  actions: 'Actions',
  pager: {
    newer: '‹ Newer',
    older: 'Older ›',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    showAll: 'Show all, not only the item searched for',
    search: 'Search',
    nothing: 'Nothing found',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    previous: 'Previous',
    next: 'Next',
  },
  leave: {
    title: 'Leave this form?',
    text: 'You have changes that are not saved yet. Your draft is kept: it will be back in the form when you return.',
    files: 'Chosen photos that were not uploaded will need to be chosen again.',
    stay: 'Stay on this form',
    leaveKeep: 'Leave and keep the draft',
    /** A form took back what the person typed elsewhere (another tab or device) and did not save. */
    draftBack: (when: string) => `Your unsaved draft from ${when} is back in the form. Save it when it is ready.`,
    discardDraft: 'Discard the draft',
  },
  upload: {
    upload: 'Upload',
    uploading: 'Uploading…',
    uploaded: 'Uploaded',
    progress: 'Upload progress',
    chosenList: 'Chosen images',
    chosenCount: (count: number) => ` · ${count} chosen`,
    describe: (name: string) => `Description of ${name}`,
    describePlaceholder: 'What the photo shows',
    remove: (name: string) => `Remove ${name}`,
    limits: (cap: number) => uploadLimitsText(cap),
    processing: (stored: number, total: number) => (total === 1 ? 'Processing the photo…' : `Processing photo ${Math.min(stored + 1, total)} of ${total}…`),
    skipped: (count: number) => `${count} file(s) skipped: only images are accepted.`,
    leftOut: (cap: number, shown: string, count: number) =>
      `Only the first ${cap} image${cap === 1 ? '' : 's'} will be uploaded (at most ${cap} in one upload). Left out: ${shown}. Choose ${count === 1 ? 'it' : 'them'} again for the next upload.`,
    andMore: (names: string, more: number) => `${names} and ${more} more`,
    notUploaded: (count: number) => `${count} chosen photo${count === 1 ? ' is' : 's are'} not uploaded yet. Press “Upload” first, or remove them.`,
  },
  picker: { chosen: 'Chosen image', current: 'Current image' },
  /** The toasts' own names (react-toastify's are English): their region, close button and timer. */
  toasts: { region: 'Notifications Alt+T', close: 'close', timer: 'notification timer' },
  /** Said before and after a changed part of a compared text (WordDiff): most screen readers do not announce <del> and <ins>. */
  diff: { removed: '[removed: ', added: '[added: ', end: '] ' },
  deleteFailed: (reason: string) => 'Failed to delete image: ' + reason,
  alt: {
    label: 'Description (alt text)',
    hint: 'What the photo shows, for people who cannot see it. Left empty, the site uses a plain default.',
    save: 'Save description',
  },
  /** A row's draft controls and an add form's "Save as draft" (RowDraft.tsx; docs/decisions/225, 256). */
  drafts: {
    /** Around the writer's name: "Draft by <name>: not on the site". */
    draftBy: ['Draft by ', ': not on the site'] as [string, string],
    /** the mark its writer reads: not their own name */
    yours: 'Your draft: not on the site',
    draft: 'Draft: not on the site',
    saveDraft: 'Save as draft',
    saved: DRAFT_SAVED,
    preview: 'Preview',
    /** Shown and read aloud differently: "हिन्दी" is shown in its own script. */
    previewInHindi: { shown: 'Preview in हिन्दी', spoken: 'Preview in Hindi' },
    publish: 'Publish',
    publishing: 'Publishing…',
    published: DRAFT_PUBLISHED,
    publishFailed: 'Failed to publish the draft.',
    takeOff: 'Take off the site and keep as your draft',
    takingOff: 'Taking off…',
    takenOff: TAKEN_OFF_SITE,
  },
  /** A published row's change kept as a draft (RowChange in RowDraft.tsx; docs/decisions/279). */
  changes: {
    saveChange: 'Save changes as draft',
    saved: CHANGE_SAVED,
    /** Around the writer's name: "Change drafted by <name>: not on the site yet". */
    changeBy: ['Change drafted by ', ': not on the site yet'] as [string, string],
    yours: 'Your change: not on the site yet',
    /** an Administrator's view of a change whose writer's account was removed since */
    ofRemovedAccount: "A removed account's change: not on the site yet",
    /** beside the mark when the row was edited on the site after the change was kept */
    stale: 'Changed on the site since this draft was saved. Edit opens the item as the site shows it now, with the fields you changed in this draft on it: check them, then save the draft again.',
    staleOfAnother: 'Changed on the site since this draft was saved. Its writer must open it with Edit and save it again before it can be published.',
    bothEdited: 'Changed on the site and in your draft alike (the form shows yours):',
    reopen: 'Open it again as it is on the site now',
    preview: 'Preview the change',
    previewInHindi: { shown: 'Preview the change in हिन्दी', spoken: 'Preview the change in Hindi' },
    publish: 'Publish the change',
    publishing: 'Publishing…',
    published: CHANGE_PUBLISHED,
    publishFailed: 'Failed to publish the change.',
    discard: 'Discard the change',
    discarding: 'Discarding…',
    discarded: CHANGE_DISCARDED,
    discardFailed: 'Failed to discard the change.',
    discardQuestion: (name: string) => `Discard the draft of the change to “${name}”? The site stays as it is, and the draft cannot be brought back.`,
  },
}

export type KitText = typeof english

const hindi: KitText = {
  loading: 'लोड हो रहा है…',
  tryAgain: 'फिर कोशिश करें',
  required: ' (आवश्यक)',
  optional: ' (वैकल्पिक)',
  summary: (count) => (count === 1 ? 'कृपया चिह्नित फ़ील्ड ठीक करें।' : `कृपया चिह्नित ${count} फ़ील्ड ठीक करें।`),
  adding: 'जोड़ा जा रहा है…',
  saving: 'सहेजा जा रहा है…',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  edit: 'संपादित करें',
  delete: 'हटाएँ',
  actions: 'कार्य',
  pager: {
    newer: '‹ नए',
    older: 'पुराने ›',
    pageOf: (page, pages) => `पृष्ठ ${page} / ${pages}`,
    showAll: 'सभी दिखाएँ, केवल खोजी गई प्रविष्टि नहीं',
    search: 'खोजें',
    nothing: 'कुछ नहीं मिला',
    range: (from, to, total) => `${total} में से ${from}–${to}`,
    previous: 'पिछला',
    next: 'अगला',
  },
  leave: {
    title: 'यह फ़ॉर्म छोड़ें?',
    text: 'आपके कुछ बदलाव अभी सहेजे नहीं गए हैं। आपका ड्राफ़्ट रखा गया है: लौटने पर यह फ़ॉर्म में वापस मिलेगा।',
    files: 'जो फ़ोटो चुनी गईं पर अपलोड नहीं हुईं, उन्हें फिर से चुनना होगा।',
    stay: 'इसी फ़ॉर्म पर रहें',
    leaveKeep: 'छोड़ें, ड्राफ़्ट रखें',
    draftBack: (when: string) => `${when} का आपका बिना सहेजा ड्राफ़्ट फ़ॉर्म में वापस आ गया है। तैयार होने पर इसे सहेजें।`,
    discardDraft: 'ड्राफ़्ट हटाएँ',
  },
  upload: {
    upload: 'अपलोड करें',
    uploading: 'अपलोड हो रहा है…',
    uploaded: 'अपलोड हो गया',
    progress: 'अपलोड की प्रगति',
    chosenList: 'चुने गए चित्र',
    chosenCount: (count) => ` · ${count} चुने गए`,
    describe: (name) => `${name} का विवरण`,
    describePlaceholder: 'फ़ोटो में क्या दिखता है',
    remove: (name) => `${name} हटाएँ`,
    limits: (cap) => `${cap === 1 ? 'एक चित्र' : `अधिकतम ${cap} चित्र`} · ${HINDI_FORMATS} · हर एक अधिकतम ${MAX_FILE_MB} MB`,
    processing: (stored, total) => (total === 1 ? 'फ़ोटो तैयार की जा रही है…' : `फ़ोटो ${Math.min(stored + 1, total)} / ${total} तैयार की जा रही है…`),
    skipped: (count) => `${count} ${hindiOne(count) ? 'फ़ाइल छोड़ दी गई' : 'फ़ाइलें छोड़ दी गईं'}: केवल चित्र लिए जाते हैं।`,
    leftOut: (cap, shown, count) =>
      `केवल पहले ${cap} चित्र अपलोड होंगे (एक बार में अधिकतम ${cap})। छूटे हुए: ${shown}। अगले अपलोड के लिए ${hindiOne(count) ? 'इसे' : 'इन्हें'} फिर से चुनें।`,
    andMore: (names, more) => `${names} और ${more} अन्य`,
    notUploaded: (count) => `चुनी गई ${count} ${hindiOne(count) ? 'फ़ोटो अभी अपलोड नहीं हुई है' : 'फ़ोटो अभी अपलोड नहीं हुई हैं'}। पहले “अपलोड करें” दबाएँ, या उन्हें हटा दें।`,
  },
  picker: { chosen: 'चुना गया चित्र', current: 'वर्तमान चित्र' },
  toasts: { region: 'सूचनाएँ (ऑल्ट+T)', close: 'बंद करें', timer: 'सूचना का समय' },
  diff: { removed: '[हटाया गया: ', added: '[जोड़ा गया: ', end: '] ' },
  deleteFailed: (reason) => `चित्र हटाया नहीं जा सका: ${reason}`,
  alt: {
    label: 'विवरण (ऑल्ट टेक्स्ट)',
    hint: 'फ़ोटो में क्या दिखता है, उनके लिए जो इसे देख नहीं सकते। खाली छोड़ने पर साइट एक सामान्य विवरण लगाती है।',
    save: 'विवरण सहेजें',
  },
  drafts: {
    draftBy: ['', ' का ड्राफ़्ट: साइट पर नहीं'],
    yours: 'आपका ड्राफ़्ट: साइट पर नहीं',
    draft: 'ड्राफ़्ट: साइट पर नहीं',
    saveDraft: 'ड्राफ़्ट के रूप में सहेजें',
    saved: 'ड्राफ़्ट सहेजा गया। प्रकाशित होने तक यह साइट पर नहीं दिखेगा।',
    preview: 'पूर्वावलोकन',
    previewInHindi: { shown: 'हिन्दी में पूर्वावलोकन', spoken: 'हिन्दी में पूर्वावलोकन' },
    publish: 'प्रकाशित करें',
    publishing: 'प्रकाशित हो रहा है…',
    published: 'ड्राफ़्ट प्रकाशित हुआ: अब यह साइट पर है।',
    publishFailed: 'ड्राफ़्ट प्रकाशित नहीं हो सका।',
    takeOff: 'साइट से हटाएँ और अपने ड्राफ़्ट के रूप में रखें',
    takingOff: 'हटाया जा रहा है…',
    takenOff: 'साइट से हटा दिया गया: अब यह आपका ड्राफ़्ट है, दोबारा प्रकाशित होने तक साइट पर नहीं।',
  },
  changes: {
    saveChange: 'बदलाव ड्राफ़्ट के रूप में सहेजें',
    saved: 'आपका बदलाव ड्राफ़्ट के रूप में सहेजा गया। बदलाव प्रकाशित होने तक साइट पर पहले वाला ही दिखेगा।',
    changeBy: ['', ' का बदलाव: अभी साइट पर नहीं'],
    yours: 'आपका बदलाव: अभी साइट पर नहीं',
    ofRemovedAccount: 'हटाए गए खाते का बदलाव: अभी साइट पर नहीं',
    stale: 'यह ड्राफ़्ट सहेजे जाने के बाद साइट पर बदला गया। "संपादित करें" इसे साइट के अभी के रूप में खोलता है, उन फ़ील्ड के साथ जो आपने इस ड्राफ़्ट में बदले थे: उन्हें जाँचें, फिर ड्राफ़्ट दोबारा सहेजें।',
    staleOfAnother: 'यह ड्राफ़्ट सहेजे जाने के बाद साइट पर बदला गया। प्रकाशित होने से पहले इसके लेखक को इसे "संपादित करें" से खोलकर दोबारा सहेजना होगा।',
    bothEdited: 'साइट पर और आपके ड्राफ़्ट में, दोनों जगह बदले गए (फ़ॉर्म में आपका रूप है):',
    reopen: 'इसे साइट पर अभी जैसा है, वैसा फिर से खोलें',
    preview: 'बदलाव का पूर्वावलोकन',
    previewInHindi: { shown: 'हिन्दी में बदलाव का पूर्वावलोकन', spoken: 'हिन्दी में बदलाव का पूर्वावलोकन' },
    publish: 'बदलाव प्रकाशित करें',
    publishing: 'प्रकाशित हो रहा है…',
    published: 'बदलाव प्रकाशित हुआ: अब साइट पर यही दिखता है।',
    publishFailed: 'बदलाव प्रकाशित नहीं हो सका।',
    discard: 'बदलाव रद्द करें',
    discarding: 'रद्द किया जा रहा है…',
    discarded: 'बदलाव का ड्राफ़्ट रद्द किया गया। साइट पहले जैसी है।',
    discardFailed: 'बदलाव रद्द नहीं हो सका।',
    discardQuestion: (name) => `“${name}” में बदलाव का ड्राफ़्ट रद्द करें? साइट जैसी है वैसी रहेगी, और ड्राफ़्ट वापस नहीं लाया जा सकेगा।`,
  },
}

export const KIT_TEXT = panelCatalogue(english, hindi)

/** The kit's texts in the panel's language. */
export function useKitText(): KitText {
  return usePanelCatalogue(KIT_TEXT)
}

/**
 * Messages every panel may meet, in Hindi: the kit's own fallbacks (failure.ts), the spec's delete
 * confirmations (kit.tsx), and the server's shared answers (src/http: errors, uploads, images,
 * field checks). A feature adds its own in its text.ts.
 */
addServerHindi({
  exact: {
    // failure.ts and the upload widget
    'The server could not be reached. Check the connection and try again.': 'सर्वर से संपर्क नहीं हो सका। कनेक्शन जाँचकर फिर कोशिश करें।',
    'Upload failed. Please try again.': 'अपलोड विफल रहा। कृपया फिर कोशिश करें।',
    'Images uploaded successfully!': 'चित्र सफलतापूर्वक अपलोड हो गए!',
    'Image deleted successfully': 'चित्र सफलतापूर्वक हटा दिया गया',
    'Description saved': 'विवरण सहेज दिया गया',
    // the spec's delete confirmations (CONFIRM)
    'Are you sure you want to delete this image?': 'क्या आप सचमुच यह चित्र हटाना चाहते हैं?',
    'Are you sure you want to delete this?': 'क्या आप सचमुच इसे हटाना चाहते हैं?',
    'Are you sure you want to delete this entry?': 'क्या आप सचमुच यह प्रविष्टि हटाना चाहते हैं?',
    'Are you sure you want to delete this blog?': 'क्या आप सचमुच यह समाचार हटाना चाहते हैं?',
    // upload reasons (src/http/upload-rules.ts, uploads.ts, images.ts)
    [UPLOAD_REASONS.tooLarge]: `फ़ाइल ${MAX_FILE_MB} MB से बड़ी है।`,
    [UPLOAD_REASONS.notAPicture]: 'यह फ़ाइल चित्र नहीं है।',
    [UPLOAD_REASONS.tooManyPixels]: 'चित्र 50 मेगापिक्सेल से बड़ा है।',
    [`Each file must be at most ${MAX_FILE_MB} MB. Please upload a smaller photo.`]: `हर फ़ाइल अधिकतम ${MAX_FILE_MB} MB की हो सकती है। कृपया छोटी फ़ोटो अपलोड करें।`,
    'Please choose at least one image to upload.': 'अपलोड के लिए कम से कम एक चित्र चुनें।',
    'The file is not an image that can be read. Please upload a JPEG, PNG or WebP photo.': 'यह फ़ाइल पढ़ा जा सकने वाला चित्र नहीं है। कृपया JPEG, PNG या WebP फ़ोटो अपलोड करें।',
    'Only photos (JPEG, PNG, WebP, GIF, AVIF or HEIC) can be uploaded.': 'केवल फ़ोटो (JPEG, PNG, WebP, GIF, AVIF या HEIC) अपलोड की जा सकती हैं।',
    'The image has no size.': 'इस चित्र का कोई आकार नहीं है।',
    'The image is too large (more than 50 megapixels). Please upload a smaller photo.': 'चित्र बहुत बड़ा है (50 मेगापिक्सेल से अधिक)। कृपया छोटी फ़ोटो अपलोड करें।',
    'The image could not be processed. Please try another photo.': 'इस चित्र को तैयार नहीं किया जा सका। कृपया कोई दूसरी फ़ोटो आज़माएँ।',
    'File names must not contain folders (like ../ or /). Please rename the photo and try again.': 'फ़ाइल के नाम में फ़ोल्डर (जैसे ../ या /) नहीं होने चाहिए। कृपया फ़ोटो का नाम बदलकर फिर कोशिश करें।',
    'The upload could not be read. Please try again.': 'अपलोड पढ़ा नहीं जा सका। कृपया फिर कोशिश करें।',
    'The server could not save the image (its uploads folder cannot be written); nothing was saved.': 'सर्वर चित्र सहेज नहीं सका (उसके अपलोड फ़ोल्डर में लिखा नहीं जा सकता); कुछ भी सहेजा नहीं गया।',
    'The server could not save the image (a disk error); nothing was saved.': 'सर्वर चित्र सहेज नहीं सका (डिस्क की त्रुटि); कुछ भी सहेजा नहीं गया।',
    // the server's shared answers (src/http/errors.ts, security.ts, auth-guard.ts)
    'The server is out of disk space; nothing was saved.': 'सर्वर की डिस्क भर गई है; कुछ भी सहेजा नहीं गया।',
    'Something went wrong on the server. Please try again.': 'सर्वर पर कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
    'The request is not valid.': 'अनुरोध मान्य नहीं है।',
    'The request body is too large.': 'अनुरोध बहुत बड़ा है।',
    'The request could not be understood.': 'अनुरोध समझा नहीं जा सका।',
    'This request came from another site and was refused.': 'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए अस्वीकार किया गया।',
    'Please sign in as an admin to do this.': 'यह करने के लिए एडमिन के रूप में साइन इन करें।',
    'Something went wrong.': 'कुछ गड़बड़ हो गई।',
    [SUSPENDED_BY_ADMINISTRATOR]: 'एक प्रशासक ने आपका खाता निलंबित कर दिया है।',
    ...FORBIDDEN_HINDI,
    // the panel search (src/features/search/panel.ts, src/app/panel-search.ts)
    'Type a word or a name to search for.': 'खोजने के लिए कोई शब्द या नाम लिखें।',
    [english.drafts.draft]: hindi.drafts.draft,
    [english.drafts.yours]: hindi.drafts.yours,
    'Scheduled: not on the site yet': 'निर्धारित: अभी साइट पर नहीं',
    'Expired: off the site': 'अवधि समाप्त: साइट से हटा',
    // a row's draft (RowDraft.tsx): the answers of every area's create with draft=true, publish and take off
    [DRAFT_SAVED]: hindi.drafts.saved,
    [DRAFT_PUBLISHED]: hindi.drafts.published,
    [TAKEN_OFF_SITE]: hindi.drafts.takenOff,
    [PART_OF_A_DRAFT]: 'यह एक ड्राफ़्ट का हिस्सा है जो साइट पर नहीं है: यह अकेले नहीं, उस ड्राफ़्ट के प्रकाशित होने पर साइट पर आएगा।',
    [DRAFT_FLAG_UNREAD]: 'draft का मान true (ड्राफ़्ट के रूप में रखें, साइट पर नहीं) या false (प्रकाशित करें) होना चाहिए। कुछ भी सहेजा नहीं गया।',
    // an edit of a row changed since its form was opened (docs/decisions/283)
    [EDITED_SINCE_OPENED]: 'आपके खोलने के बाद किसी ने इसे साइट पर बदल दिया, इसलिए कुछ भी सहेजा नहीं गया। आपके शब्द फ़ॉर्म में ही हैं: जो आपने बदला उसे कॉपी करें, इसे फिर से खोलें और अपने बदलाव वहाँ करें।',
    [REVISION_UNREAD]: 'revision वही होना चाहिए जो स्टाफ़ सूची ने इस प्रविष्टि के लिए दिया था। कुछ भी सहेजा नहीं गया।',
    // a published row's change kept as a draft (docs/decisions/279)
    [CHANGE_SAVED]: hindi.changes.saved,
    [CHANGE_PUBLISHED]: hindi.changes.published,
    [CHANGE_DISCARDED]: hindi.changes.discarded,
    [NO_CHANGE]: 'इसमें बदलाव का कोई ड्राफ़्ट नहीं है।',
    [CHANGED_SINCE]: 'यह ड्राफ़्ट सहेजे जाने के बाद साइट पर बदला गया। इसे खोलें, ड्राफ़्ट को साइट से मिलाएँ और फिर सहेजें।',
    [CHANGE_OF_ITEM_OFF_SITE]: 'यह अभी साइट पर नहीं है, इसलिए इसका बदलाव प्रकाशित नहीं हो सकता। बदलाव का ड्राफ़्ट हटा दें, या इसे प्रकाशित करके बदलाव फिर से सहेजें।',
    [CHANGE_OF_REMOVED_ACCOUNT]: 'इसमें बदलाव ऐसे खाते ने रखा था जो अब हटा दिया गया है। पहले किसी प्रशासक को उसे प्रकाशित या रद्द करना होगा।',
    [EMPTY_CHANGE]: 'इस बदलाव में बदलने को कोई फ़ील्ड नहीं है: कुछ नहीं रखा गया।',
    [NO_PICTURE_IN_CHANGE]: 'नया चित्र बदलाव के ड्राफ़्ट में नहीं रखा जा सकता। पहले बदलाव प्रकाशित करें, फिर चित्र बदलें।',
    'This item is not a draft: it is on the site already.': 'यह ड्राफ़्ट नहीं है: यह पहले से साइट पर है।',
    'This item is a draft already: it is not on the site.': 'यह पहले से ड्राफ़्ट है: यह साइट पर नहीं है।',
  },
  patterns: [
    [/(.+) is preparing a change to this item\. It must be published or discarded first\./, (m) => `${m[1]} इसमें बदलाव तैयार कर रहे हैं। पहले उसे प्रकाशित या रद्द करना होगा।`],
    [/Search for at most (\d+) characters\./, (m) => `अधिकतम ${m[1]} अक्षर खोजें।`],
    // a panel the address named that the role may not open (panelRefusal in panels.ts)
    [/“(.+)” is not shown to your role\.(?: (.+))?/, (m) => `“${hindiPanelName(m[1]!)}” आपकी भूमिका को नहीं दिखाया जाता।${m[2] ? ` ${inPanelLanguage(m[2], 'hi')}` : ''}`],
    [/There is no panel called “(.+)”\. The Dashboard is shown instead\./, (m) => `“${m[1]}” नाम का कोई पैनल नहीं है। इसकी जगह डैशबोर्ड दिखाया गया है।`],
    [/The server refused it \(status (\d+)\) without saying why\./, (m) => `सर्वर ने इसे अस्वीकार किया (स्थिति ${m[1]}), बिना कारण बताए।`],
    [/Too many files in one request \(at most (\d+)\)\./, (m) => `एक अनुरोध में बहुत अधिक फ़ाइलें (अधिकतम ${m[1]})।`],
    [/The description of photo (\d+): (.+)/, (m) => `फ़ोटो ${m[1]} का विवरण: ${inPanelLanguage(m[2]!, 'hi')}`],
    [/Alt text must be at most (\d+) characters/, (m) => `विवरण अधिकतम ${m[1]} अक्षरों का हो सकता है`],
    [/Alt text must be text/, () => 'विवरण पाठ होना चाहिए'],
  ],
})
