import { describe, expect, it } from 'vitest'
import type { Request } from 'express'
import { ONE_ROW_AREAS, ROW_AREAS } from '../../src/app/areas'
import { describeWrite } from '../../src/platform/activity/describe'
import { logLineInHindi, type LinePart } from '../../src/platform/activity/admin/text'
import { fieldInHindi } from '../../src/platform/versions/admin/text'
import { fieldWords } from '../../src/platform/versions/values'

/** The line as read: names in «» so that what was kept as written shows. */
const read = (parts: LinePart[] | null) => parts?.map((part) => (typeof part === 'string' ? part : `«${part.name}»`)).join('') ?? null

describe('the activity log in Hindi: lines rebuilt around the names, which stay as written', () => {
  it('builds the desk’s lines in Hindi', () => {
    expect(read(logLineInHindi("marked 'Asha Verma' Contacted"))).toBe('«Asha Verma» को "संपर्क किया गया" चिह्नित किया')
    expect(read(logLineInHindi('made Ravi Kumar Admissions desk'))).toBe('«Ravi Kumar» को प्रवेश डेस्क बनाया')
    expect(read(logLineInHindi('added Ravi Kumar as Editor and e-mailed the set-password link'))).toBe('«Ravi Kumar» को संपादक के रूप में जोड़ा और पासवर्ड सेट करने का लिंक ई-मेल किया')
    expect(read(logLineInHindi("restored 'Smt. Rao' from the bin"))).toBe('«Smt. Rao» को हटाई गई सामग्री से वापस लाया')
    expect(read(logLineInHindi('issue the decision: grievance GRV-2026-0042'))).toBe('शिकायत «GRV-2026-0042» निर्णय जारी किया')
  })

  it('says drafts and changes kept as drafts in Hindi, in every area that keeps them (docs/decisions/287)', () => {
    const lines: [english: string, hindi: string][] = [
      ["saved a draft of a change to the committee 'IQAC' (not on the site)", 'समिति «IQAC» में बदलाव का ड्राफ़्ट सहेजा (साइट पर नहीं)'],
      ["published a change to the statutory fact 'Accreditation'", 'वैधानिक तथ्य «Accreditation» में बदलाव प्रकाशित किया'],
      ["discarded the draft of a change to the fees of 'LL.M. 2031-32'", '«LL.M. 2031-32» के शुल्क में बदलाव का ड्राफ़्ट हटाया'],
      ['saved a draft of the fees of LL.M. 2031-32 (not on the site)', '«LL.M. 2031-32» के शुल्क का ड्राफ़्ट सहेजा (साइट पर नहीं)'],
      ["took program 'Diploma' off the site (kept as a draft)", 'सेवा «Diploma» को साइट से हटाकर ड्राफ़्ट के रूप में रखा'],
      ["published the banner 'Campus gate'", 'बैनर «Campus gate» प्रकाशित किया'],
      ["published the fees of 'LL.M. 2031-32'", '«LL.M. 2031-32» का शुल्क प्रकाशित किया'],
      ["published news 'Exam'", 'समाचार «Exam» प्रकाशित किया'],
      // a change published with what it changed: the item apart from the changes
      ["published a change to the faculty entry of 'Smt. Rao': designation 'Lecturer' → 'Professor'", "«Smt. Rao» की संकाय प्रविष्टि में बदलाव प्रकाशित किया: पदनाम «'Lecturer'» → «'Professor'»"],
    ]
    for (const [english, hindi] of lines) expect(read(logLineInHindi(english)), english).toBe(hindi)
    // a draft's line carries no changes: a name that reads like one stays the name
    expect(read(logLineInHindi("saved a draft of a change to the committee 'Squad': name 'x' → 'y' (not on the site)"))).toBe("समिति «Squad': name 'x' → 'y» में बदलाव का ड्राफ़्ट सहेजा (साइट पर नहीं)")
    // an item not known here stays one English line, never half translated
    expect(logLineInHindi("published the brochure 'Prospectus'")).toBeNull()
  })

  it('names a changed field in Hindi and keeps its values as written', () => {
    expect(read(logLineInHindi("changed the faculty entry of 'Smt. Rao': designation 'Lecturer in Law' → 'Professor'; and 2 more"))).toBe(
      "«Smt. Rao» की संकाय प्रविष्टि बदली: पदनाम «'Lecturer in Law'» → «'Professor'»; और 2 बदलाव",
    )
  })

  it('reads the changes apart from the name when the last value ends in a quote, or is a fee', () => {
    // before: the name's (.+) took in the changes, and the line read "«Smt. Rao': designation … 'Professor» की संकाय प्रविष्टि बदली"
    expect(read(logLineInHindi("changed the faculty entry of 'Smt. Rao': designation 'Lecturer in Law' → 'Professor of Evidence'"))).toBe(
      "«Smt. Rao» की संकाय प्रविष्टि बदली: पदनाम «'Lecturer in Law'» → «'Professor of Evidence'»",
    )
    expect(read(logLineInHindi('changed the fees of LL.M. 2041-42: tuition fee ₹45,000 → ₹48,000'))).toBe('«LL.M. 2041-42» का शुल्क बदला: शिक्षण शुल्क «₹45,000» → «₹48,000»')
    expect(read(logLineInHindi('deleted the fees of LL.M. 2041-42 (in the bin for 30 days)'))).toBe('«LL.M. 2041-42» का शुल्क हटाया (30 दिन तक बिन में)')
    expect(read(logLineInHindi("deleted the banner 'Campus gate' (in the bin for 30 days)"))).toBe('बैनर «Campus gate» हटाया (30 दिन तक बिन में)')
    expect(read(logLineInHindi('deleted a photo without a description (in the bin for 30 days)'))).toBe('बिना विवरण का एक फ़ोटो हटाया (30 दिन तक बिन में)')
    expect(read(logLineInHindi("moved the photo 'Oath' to position 2 in 'Convocation'"))).toBe('फ़ोटो «Oath» को «Convocation» में स्थान 2 पर रखा')
    // an upload and a new album, named (docs/decisions/289)
    expect(read(logLineInHindi("added 3 photos to 'Convocation'"))).toBe('«Convocation» में 3 फ़ोटो जोड़े')
    expect(read(logLineInHindi("added 1 photo to 'Convocation'"))).toBe('«Convocation» में 1 फ़ोटो जोड़ा')
    expect(read(logLineInHindi("added the gallery category 'Sports Day'"))).toBe('कार्यक्रम श्रेणी «Sports Day» जोड़ी')
    expect(read(logLineInHindi("moved a photo without a description to position 3 in 'Convocation'"))).toBe('बिना विवरण का एक फ़ोटो «Convocation» में स्थान 3 पर रखा')
    expect(read(logLineInHindi('restored an item of banners without a description from the bin'))).toBe('बैनर की बिना विवरण की एक सामग्री को हटाई गई सामग्री से वापस लाया')
    // a name with ': ' in it, and no changes, stays one name
    expect(read(logLineInHindi("changed the faculty entry of 'Dr. Rao: Dean'"))).toBe('«Dr. Rao: Dean» की संकाय प्रविष्टि बदली')
  })

  it('says in Hindi the values the panel wrote (an empty value, yes or no, a list’s count, a date), and keeps what staff wrote', () => {
    // before: "अन्य शुल्क «no other fees → 1 other fee: Library ₹500»", English hidden from the check as a name
    expect(read(logLineInHindi('changed the fees of LL.M. 2041-42: tuition fee ₹45,000 → ₹48,000; other fees no other fees → 2 other fees: Library ₹500, Sports ₹300'))).toBe(
      '«LL.M. 2041-42» का शुल्क बदला: शिक्षण शुल्क «₹45,000» → «₹48,000»; अन्य शुल्क कोई अन्य शुल्क नहीं → 2 अन्य शुल्क: «Library ₹500, Sports ₹300»',
    )
    expect(read(logLineInHindi("saved news 'Exam': PDF (empty) → 'time-table.pdf'"))).toBe("समाचार «Exam» सहेजा: PDF (खाली) → «'time-table.pdf'»")
    expect(read(logLineInHindi("changed news entry 'Exam': date 01 Dec 2026 → 02 Dec 2026"))).toBe('समाचार की प्रविष्टि «Exam» बदली: तारीख़ 1 दिसंबर 2026 → 2 दिसंबर 2026')
  })

  it('writes a version’s time in Hindi', () => {
    expect(read(logLineInHindi("put back the version of 12 Nov 2026, 10:04 am of 'Smt. Rao' (saved by Ravi)"))).toBe('«Smt. Rao» का 12 नवंबर 2026 को सुबह 10:04 बजे वाला संस्करण वापस लगाया («Ravi» ने सहेजा था)')
  })

  it('leaves a line of an unknown shape to be shown as recorded', () => {
    expect(logLineInHindi('did something new to the site')).toBeNull()
  })
})

describe('every field a content area declares has its Hindi name', () => {
  // walked over the declarations, so a new field without its Hindi goes red here, not in a Hindi panel's log
  const areas = [...ONE_ROW_AREAS, ...ROW_AREAS] as readonly { label: string; fields: Record<string, { label?: string }> }[]
  for (const area of areas) {
    it(`${area.label}: each field's name, as the log and the versions write it, is said in Hindi`, () => {
      const missing = Object.entries(area.fields)
        .map(([field, { label }]) => fieldWords(field, label))
        .filter((words) => !fieldInHindi(words))
      expect(missing).toEqual([])
    })
  }

  it('a logged change of fields reads in Hindi with no English left: "changed title, link title, publish time of news"', () => {
    const body = { title: 'Results', linkTitle: 'Read', publishAt: '2026-12-01T10:00', pinned: true }
    const { summary } = describeWrite({ method: 'PUT', originalUrl: '/api/blogs/updateBlog/abc', body, params: {} } as unknown as Request, null, ONE_ROW_AREAS, ROW_AREAS)
    expect(read(logLineInHindi(summary))).toBe('समाचार «Results» बदला (शीर्षक, लिंक का शीर्षक, प्रकाशन का समय, पिन किया गया)')
  })
})

it('a gallery category deleted with its photos: the name as written, the photos in Hindi', () => {
  expect(read(logLineInHindi("deleted 'Sports Day' with its 3 photos (in the bin for 30 days)"))).toBe('«Sports Day» और उसके 3 फ़ोटो हटाए (30 दिन तक बिन में)')
  expect(read(logLineInHindi("deleted 'Sports Day' with its photo (in the bin for 30 days)"))).toBe('«Sports Day» और उसका फ़ोटो हटाए (30 दिन तक बिन में)')
})
