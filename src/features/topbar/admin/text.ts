import { LINK_RULE } from '../../../ui/links'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'

/** The link rule in Hindi (src/ui/links.ts), for the panel's own check and the server's answer alike. */
const LINK_RULE_HINDI = 'पूरा पता (https://…) या इसी साइट का पथ (/…) होना चाहिए'

/** The topbar panel's own texts (docs/decisions/231): English as the spec and today's panel write it. */
export const TOPBAR_TEXT = panelCatalogue(
  {
    message: 'Message',
    link: 'Link (optional)',
    linkPlaceholder: 'https://… or /addmissionForm',
    preview: 'Preview',
    /** The announcement bar's own label, as the site shows it (../shared/hindi.md: सूचना:-). */
    note: 'Note:-',
    save: 'Save Topbar',
    saving: 'Saving…',
    loadFailed: 'Could not load the current topbar content.',
    messageRequired: 'Message is required',
    linkRule: `Link ${LINK_RULE}`,
  },
  {
    message: 'संदेश',
    link: 'लिंक (वैकल्पिक)',
    linkPlaceholder: 'https://… या /addmissionForm',
    preview: 'पूर्वावलोकन',
    note: 'सूचना:-',
    save: 'सूचना पट्टी सहेजें',
    saving: 'सहेजा जा रहा है…',
    loadFailed: 'सूचना पट्टी की वर्तमान सामग्री लोड नहीं हो सकी।',
    messageRequired: 'संदेश आवश्यक है',
    linkRule: `लिंक ${LINK_RULE_HINDI}`,
  },
)

/** The topbar API's messages (src/features/topbar/api.ts, schema.ts: the field checks of src/http/fields.ts). */
addServerHindi({
  exact: {
    'Topbar content updated successfully!': 'सूचना पट्टी की सामग्री सफलतापूर्वक अपडेट हो गई!',
    // its fields as the translation editor names them (src/features/topbar/area.ts)
    Message: 'संदेश',
    Link: 'लिंक',
    'Message is required': 'संदेश आवश्यक है',
    'Message must be text': 'संदेश पाठ होना चाहिए',
    'Link must be text': 'लिंक पाठ होना चाहिए',
    [`Link ${LINK_RULE}`]: `लिंक ${LINK_RULE_HINDI}`,
  },
  patterns: [
    [/Message must be at most (\d+) characters/, (m) => `संदेश अधिकतम ${m[1]} अक्षरों का हो सकता है`],
    [/Link must be at most (\d+) characters/, (m) => `लिंक अधिकतम ${m[1]} अक्षरों का हो सकता है`],
  ],
})
