import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { DRAFT_ALREADY, TAKEN_OFF_SITE } from '../notice'

/** The texts of "Take off the site and keep as your draft" (docs/decisions/256), in both panel languages. */
export const TAKE_OFF_TEXT = panelCatalogue(
  {
    button: 'Take off the site and keep as your draft',
    busy: 'Taking off…',
    question: (title: string) =>
      `Take '${title}' off the site and keep it as your draft?\n\nIt leaves the public pages, the site search, the sitemap and the news feed at once, with the PDF it carries. Only you and the Administrators see it until it is published again.`,
    done: TAKEN_OFF_SITE,
    failed: 'Could not take the news item off the site.',
  },
  {
    button: 'साइट से हटाएँ और अपने ड्राफ़्ट के रूप में रखें',
    busy: 'हटाया जा रहा है…',
    question: (title: string) =>
      `'${title}' को साइट से हटाकर अपने ड्राफ़्ट के रूप में रखें?\n\nयह सार्वजनिक पृष्ठों, साइट खोज, साइटमैप और समाचार फ़ीड से तुरंत हट जाएगा, इसके साथ जुड़ी PDF भी। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
    done: 'साइट से हटा दिया गया: अब यह आपका ड्राफ़्ट है, दोबारा प्रकाशित होने तक साइट पर नहीं।',
    failed: 'समाचार को साइट से हटाया नहीं जा सका।',
  },
)

addServerHindi({
  exact: {
    [TAKEN_OFF_SITE]: TAKE_OFF_TEXT.hi.done,
    [DRAFT_ALREADY]: 'यह समाचार पहले से ड्राफ़्ट है: यह साइट पर नहीं है।',
  },
})
