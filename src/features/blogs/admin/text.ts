import type { Lang } from '../../../content/lang'
import { formatIndianDate } from '../../../ui/admin/dates'
import { CONFIRM } from '../../../ui/admin/kit'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { LINK_RULE } from '../../../ui/links'
import { DRAFT_ALREADY, NEWS_DELETED } from '../notice'

/**
 * The news panels' own texts, English (today's letters, the spec's where it names them) and Hindi
 * (docs/decisions/240). A text with a person's words in it (a title, a file name) is given in parts,
 * so the panel marks those words with their own language.
 */
export const newsText = panelCatalogue(
  {
    badges: {
      scheduledFor: (when: string) => `Scheduled for ${when}`,
      expired: 'Expired',
      pinned: 'Pinned',
    },
    /** "Take off the site and keep as your draft" (docs/decisions/256): what it does, asked first; the button is the kit's (RowDraft). */
    takeOff: {
      question: (title: string) =>
        `Take '${title}' off the site and keep it as your draft?\n\nIt leaves the public pages, the site search, the sitemap and the news feed at once, with the PDF it carries. Only you and the Administrators see it until it is published again.`,
      failed: 'Could not take the news item off the site.',
    },
    add: {
      added: 'News added successfully!',
      failed: 'Failed to add news. Check console.',
      image: 'Image',
      submit: 'Add News',
      seeAll: 'See all news',
    },
    table: {
      updated: 'News updated successfully!',
      updateFailed: 'Failed to update blog.',
      confirm: CONFIRM.blog as string,
      deleteNamed: (title: string) => `Delete the news item '${title}'?`,
      deleted: NEWS_DELETED as string,
      deleteFailed: 'Failed to delete blog.',
      loadFailed: 'Failed to load blogs.',
      empty: 'No blogs found.',
      name: 'News',
      replaceImage: 'Replace image (optional)',
      headings: { image: 'Image', title: 'Title', date: 'Date', category: 'Category', description: 'Description', link: 'Link' },
      view: 'View',
    },
    categories: { news: 'News', 'admission news': 'Admission News' } as Record<string, string>,
    fields: {
      title: 'Title',
      description: 'Description',
      descriptionHint: 'Start a line with ** to show it as a bullet point, e.g. **Last date: 15 December (or choose lines and press Bullet list)',
      date: 'Date',
      category: 'Category',
      selectCategory: 'Select category',
      linkTitle: 'Link title (optional)',
      linkTitlePlaceholder: 'View',
      link: 'Link (optional)',
      linkPlaceholder: 'https://… or /addmissionForm',
      attachment: 'PDF attachment (optional)',
      attachmentHint: 'A PDF of the documents library, or a new one attached below.',
      libraryFailed: (error: string) => `The documents library could not be loaded: ${error}`,
      none: 'None',
      publishAt: 'Publish at (optional)',
      publishAtHint: 'Hidden from the public until then.',
      expireAt: 'Expire at (optional)',
      expireAtHint: 'Leaves the news columns then; its page stays, marked expired.',
      pinned: 'Pin to the top of its column',
    },
    toolbar: {
      name: 'Description formatting',
      bullets: 'Bullet list',
      bulletsHint: 'Starts each chosen line with **: a bullet point on the site.',
      plain: 'Plain lines',
      plainHint: 'Takes the ** off each chosen line: a paragraph on the site.',
    },
    attach: {
      needsTitle: 'Please give the PDF a title.',
      attached: (title: string) => `${title} is in the documents library and attached.`,
      /** The save refused while a PDF is chosen and not sent. */
      leftBehind: (file: string) => `The PDF “${file}” is chosen but not attached yet. Press “Upload and attach” first, or “Cancel” to leave it out.`,
      choose: 'Or attach a new PDF',
      notAttachedYet: 'not attached yet',
      title: 'Title of the PDF',
      category: 'Library category',
      checking: 'Checking the PDF…',
      uploading: (percent: number) => `Uploading… ${percent}%`,
      send: 'Upload and attach',
      cancel: 'Cancel',
    },
  },
  {
    badges: {
      scheduledFor: (when) => `प्रकाशन निर्धारित: ${when}`,
      expired: 'अवधि समाप्त',
      pinned: 'पिन किया गया',
    },
    takeOff: {
      question: (title) =>
        `'${title}' को साइट से हटाकर अपने ड्राफ़्ट के रूप में रखें?\n\nयह सार्वजनिक पृष्ठों, साइट खोज, साइटमैप और समाचार फ़ीड से तुरंत हट जाएगा, इसके साथ जुड़ी PDF भी। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
      failed: 'समाचार को साइट से हटाया नहीं जा सका।',
    },
    add: {
      added: 'समाचार सफलतापूर्वक जोड़ा गया!',
      failed: 'समाचार जोड़ा नहीं जा सका। कंसोल देखें।',
      image: 'चित्र',
      submit: 'समाचार जोड़ें',
      seeAll: 'सभी समाचार देखें',
    },
    table: {
      updated: 'समाचार सफलतापूर्वक अपडेट किया गया!',
      updateFailed: 'समाचार अपडेट नहीं हो सका।',
      confirm: 'क्या आप वाकई यह समाचार हटाना चाहते हैं?',
      deleteNamed: (title) => `समाचार '${title}' हटाएँ?`,
      deleted: 'समाचार सफलतापूर्वक हटाया गया',
      deleteFailed: 'समाचार हटाया नहीं जा सका।',
      loadFailed: 'समाचार लोड नहीं हो सके।',
      empty: 'कोई समाचार नहीं मिला।',
      name: 'समाचार',
      replaceImage: 'चित्र बदलें (वैकल्पिक)',
      headings: { image: 'चित्र', title: 'शीर्षक', date: 'तिथि', category: 'श्रेणी', description: 'विवरण', link: 'लिंक' },
      view: 'देखें',
    },
    categories: { news: 'समाचार', 'admission news': 'प्रवेश समाचार' },
    fields: {
      title: 'शीर्षक',
      description: 'विवरण',
      descriptionHint: 'किसी पंक्ति को बुलेट पॉइंट के रूप में दिखाने के लिए उसे ** से शुरू करें, जैसे **अंतिम तिथि: 15 दिसंबर (या पंक्तियाँ चुनकर “बुलेट सूची” दबाएँ)',
      date: 'तिथि',
      category: 'श्रेणी',
      selectCategory: 'श्रेणी चुनें',
      linkTitle: 'लिंक का शीर्षक (वैकल्पिक)',
      linkTitlePlaceholder: 'देखें',
      link: 'लिंक (वैकल्पिक)',
      linkPlaceholder: 'पूरा पता या /addmissionForm',
      attachment: 'PDF संलग्नक (वैकल्पिक)',
      attachmentHint: 'दस्तावेज़ लाइब्रेरी की कोई PDF, या नीचे संलग्न की गई नई PDF फ़ाइल।',
      libraryFailed: (error) => `दस्तावेज़ लाइब्रेरी लोड नहीं हो सकी: ${error}`,
      none: 'कोई नहीं',
      publishAt: 'प्रकाशन का समय (वैकल्पिक)',
      publishAtHint: 'तब तक यह जनता से छिपा रहेगा।',
      expireAt: 'समाप्ति का समय (वैकल्पिक)',
      expireAtHint: 'तब यह समाचार कॉलम से हट जाएगा; इसका पेज बना रहेगा, “अवधि समाप्त” चिह्न के साथ।',
      pinned: 'अपने कॉलम में सबसे ऊपर पिन करें',
    },
    toolbar: {
      name: 'विवरण का स्वरूपण',
      bullets: 'बुलेट सूची',
      bulletsHint: 'चुनी गई हर पंक्ति को ** से शुरू करता है: साइट पर बुलेट पॉइंट।',
      plain: 'सामान्य पंक्तियाँ',
      plainHint: 'चुनी गई हर पंक्ति से ** हटाता है: साइट पर अनुच्छेद।',
    },
    attach: {
      needsTitle: 'कृपया PDF को शीर्षक दें।',
      attached: (title) => `${title} दस्तावेज़ लाइब्रेरी में है और संलग्न कर दी गई है।`,
      leftBehind: (file) => `PDF “${file}” चुनी गई है पर अभी संलग्न नहीं हुई। पहले “अपलोड करके संलग्न करें” दबाएँ, या इसे छोड़ने के लिए “रद्द करें”।`,
      choose: 'या नई PDF संलग्न करें',
      notAttachedYet: 'अभी संलग्न नहीं',
      title: 'PDF का शीर्षक',
      category: 'लाइब्रेरी की श्रेणी',
      checking: 'PDF जाँची जा रही है…',
      uploading: (percent) => `अपलोड हो रहा है… ${percent}%`,
      send: 'अपलोड करके संलग्न करें',
      cancel: 'रद्द करें',
    },
  },
)

/** The field names the news API's messages use (src/features/blogs/schema.ts), in Hindi. */
const NEWS_FIELDS: Record<string, string> = {
  Title: 'शीर्षक',
  Description: 'विवरण',
  Date: 'तिथि',
  Category: 'श्रेणी',
  'Link title': 'लिंक का शीर्षक',
  Link: 'लिंक',
  Attachment: 'संलग्नक',
  'Publish at': 'प्रकाशन का समय',
  'Expire at': 'समाप्ति का समय',
}
const FIELD_NAMES = Object.keys(NEWS_FIELDS).join('|')

/** The news API's answers (src/features/blogs/api.ts) and the form's own checks, which say the same. */
addServerHindi({
  exact: {
    'News added successfully!': 'समाचार सफलतापूर्वक जोड़ा गया!',
    'News updated successfully!': 'समाचार सफलतापूर्वक अपडेट किया गया!',
    [NEWS_DELETED]: 'समाचार सफलतापूर्वक हटाया गया',
    [DRAFT_ALREADY]: 'यह समाचार पहले से ड्राफ़्ट है: यह साइट पर नहीं है।',
    'This news item is not a draft: it is published already.': 'यह समाचार ड्राफ़्ट नहीं है: यह पहले ही प्रकाशित है।',
    'No news item with this id.': 'इस आईडी का कोई समाचार नहीं है।',
    'Image is required': 'चित्र आवश्यक है',
    'The attachment must be a PDF of the documents library.': 'संलग्नक दस्तावेज़ लाइब्रेरी की कोई PDF होना चाहिए।',
    'Expire at must be later than Publish at': 'समाप्ति का समय प्रकाशन के समय के बाद का होना चाहिए',
    'Date must look like 2026-06-30': 'तिथि 2026-06-30 जैसी होनी चाहिए',
    'Category must be News or Admission News': 'श्रेणी “समाचार” या “प्रवेश समाचार” होनी चाहिए',
    'Pinned must be true or false': 'पिन का मान true या false होना चाहिए',
    [`Link ${LINK_RULE}`]: 'लिंक पूरा पता (https://…) या इस साइट का कोई पथ (/…) होना चाहिए',
  },
  patterns: [
    [new RegExp(`(${FIELD_NAMES}) is required`), (m) => `${NEWS_FIELDS[m[1]!]} आवश्यक है`],
    [new RegExp(`(${FIELD_NAMES}) must be at most (\\d+) characters`), (m) => `${NEWS_FIELDS[m[1]!]} अधिकतम ${m[2]} अक्षरों का हो सकता है`],
  ],
})

const hindiDay = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * A notice's calendar date ("2026-11-23") in the panel's language, as its times are written
 * (src/ui/admin/dates.ts): "23 Nov 2026" in English, "23 नवंबर 2026" in Hindi.
 */
export function formatPanelDate(day: string | null | undefined, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '')
  if (lang === 'en' || !match) return formatIndianDate(day)
  return hindiDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}
