import type { CommitteeKind, Member } from './schema'

/**
 * What each statutory committee must have, as its regulation says (docs/decisions/167): checked
 * against its members in the panel before a save, on the compliance checklist, and stated in both
 * languages beside the members on the public page. Plain data and pure functions (the admin bundle
 * imports it).
 */
type Need = { message: string; met: (members: Member[]) => boolean }
export type CompositionRule = { rule: { en: string; hi: string }; needs: Need[] }

const chair = (members: Member[]) => members.find((m) => m.seat === 'chair')
const count = (members: Member[], test: (m: Member) => boolean) => members.filter(test).length
const hasChair = (short: string): Need => ({ message: `The ${short} needs a chairperson.`, met: (m) => !!chair(m) })
const hasStudent = (short: string, what = 'a student member'): Need => ({ message: `The ${short} needs ${what}.`, met: (m) => m.some((x) => x.seat === 'student') })
const hasWoman = (short: string): Need => ({ message: `The ${short} needs a woman member.`, met: (m) => m.some((x) => x.woman) })
const hasExternal = (short: string, what: string): Need => ({ message: `The ${short} needs ${what}.`, met: (m) => m.some((x) => x.seat === 'external') })
const someMembers = (short: string): Need => ({ message: `The ${short} has no members yet.`, met: (m) => m.length > 0 })

export const COMPOSITION: Partial<Record<CommitteeKind, CompositionRule>> = {
  sgrc: {
    rule: {
      en: 'UGC (Redressal of Grievances of Students) Regulations, 2023: a professor as chairperson; four professors or senior teachers as members; at least one woman and one member from SC/ST/OBC; a student as special invitee; a two-year term.',
      hi: 'यूजीसी (छात्र शिकायत निवारण) विनियम, 2023: अध्यक्ष एक प्राध्यापक (प्रोफेसर); चार प्राध्यापक या वरिष्ठ शिक्षक सदस्य; कम से कम एक महिला सदस्य और एक सदस्य अनुसूचित जाति/अनुसूचित जनजाति/अन्य पिछड़ा वर्ग से; एक छात्र विशेष आमंत्रित सदस्य; कार्यकाल दो वर्ष।',
    },
    needs: [
      hasChair('SGRC'),
      { message: "The SGRC's chairperson must be a professor.", met: (m) => !!chair(m)?.professor },
      { message: 'The SGRC needs four members besides the chairperson (professors or senior teachers).', met: (m) => count(m, (x) => x.seat === 'member' || x.seat === 'secretary') >= 4 },
      hasWoman('SGRC'),
      { message: 'The SGRC needs a member from SC/ST/OBC.', met: (m) => m.some((x) => x.reserved) },
      hasStudent('SGRC', 'a student as special invitee'),
    ],
  },
  icc: {
    rule: {
      en: 'POSH Act, 2013 s. 4 and UGC Regulations, 2015: a senior woman teacher presides; at least half of the members are women; one member from an NGO or a person familiar with women’s issues; student representatives; every member reachable by phone.',
      hi: 'पॉश अधिनियम, 2013 की धारा 4 एवं यूजीसी विनियम, 2015: अध्यक्षता एक वरिष्ठ महिला शिक्षक करें; कम से कम आधे सदस्य महिलाएँ हों; एक सदस्य किसी गैर-सरकारी संगठन से या महिलाओं के मुद्दों की जानकार व्यक्ति; छात्र प्रतिनिधि; हर सदस्य का फ़ोन नंबर।',
    },
    needs: [
      { message: 'The ICC needs a presiding officer (chairperson) who is a woman.', met: (m) => !!chair(m)?.woman },
      { message: 'At least half of the ICC’s members must be women.', met: (m) => m.length > 0 && count(m, (x) => x.woman) * 2 >= m.length },
      hasExternal('ICC', 'an external member (from an NGO, or familiar with women’s issues)'),
      hasStudent('ICC', 'a student representative'),
      { message: 'Every ICC member needs a phone number.', met: (m) => m.length > 0 && m.every((x) => x.phone.trim() !== '') },
    ],
  },
  'anti-ragging-committee': {
    rule: {
      en: 'UGC Regulations on Curbing the Menace of Ragging, 2009 (6.3 a): headed by the head of the institution, with teachers, parents, students, non-teaching staff and the civil or police administration or the local community; a nodal officer with phone and e-mail.',
      hi: 'रैगिंग की रोकथाम संबंधी यूजीसी विनियम, 2009 (6.3 क): अध्यक्ष संस्था प्रमुख; शिक्षक, अभिभावक, छात्र, गैर-शैक्षणिक कर्मचारी तथा नागरिक/पुलिस प्रशासन या स्थानीय समुदाय के प्रतिनिधि; फ़ोन और ई-मेल सहित एक नोडल अधिकारी।',
    },
    needs: [
      hasChair('Anti-Ragging Committee'),
      hasStudent('Anti-Ragging Committee', 'a student member'),
      hasExternal('Anti-Ragging Committee', 'a member from the civil or police administration or the local community'),
      { message: 'The Anti-Ragging Committee needs a nodal officer with a phone number and an e-mail address.', met: (m) => m.some((x) => x.seat === 'nodal-officer' && x.phone.trim() !== '' && x.email.trim() !== '') },
    ],
  },
  'anti-ragging-squad': {
    rule: {
      en: 'UGC Regulations on Curbing the Menace of Ragging, 2009 (6.3 b): a squad of teachers and staff under the committee that makes surprise checks; each member reachable by phone.',
      hi: 'रैगिंग की रोकथाम संबंधी यूजीसी विनियम, 2009 (6.3 ख): समिति के अधीन शिक्षकों और कर्मचारियों का दस्ता जो औचक निरीक्षण करता है; हर सदस्य का फ़ोन नंबर।',
    },
    needs: [
      hasChair('Anti-Ragging Squad'),
      { message: 'The Anti-Ragging Squad needs at least three members besides its head.', met: (m) => count(m, (x) => x.seat !== 'chair') >= 3 },
      { message: 'Every Anti-Ragging Squad member needs a phone number.', met: (m) => m.length > 0 && m.every((x) => x.phone.trim() !== '') },
    ],
  },
  iqac: {
    rule: {
      en: 'NAAC guidelines for the IQAC: chaired by the head of the institution, with teachers, a member of the management, a student, an alumnus and an external expert; a coordinator.',
      hi: 'आईक्यूएसी हेतु नैक के दिशानिर्देश: अध्यक्ष संस्था प्रमुख; शिक्षक, प्रबंधन का एक सदस्य, एक छात्र, एक पूर्व छात्र और एक बाहरी विशेषज्ञ; एक समन्वयक।',
    },
    needs: [hasChair('IQAC'), { message: 'The IQAC needs a coordinator (member secretary).', met: (m) => m.some((x) => x.seat === 'secretary') }, hasStudent('IQAC'), hasExternal('IQAC', 'an external expert')],
  },
  'equal-opportunity-cell': {
    rule: {
      en: 'UGC guidelines for Equal Opportunity Cells: a teacher as coordinator, and members who include a woman and a member from SC/ST/OBC.',
      hi: 'समान अवसर प्रकोष्ठ हेतु यूजीसी दिशानिर्देश: एक शिक्षक समन्वयक; सदस्यों में एक महिला और एक सदस्य अनुसूचित जाति/अनुसूचित जनजाति/अन्य पिछड़ा वर्ग से।',
    },
    needs: [hasChair('Equal Opportunity Cell'), hasWoman('Equal Opportunity Cell'), { message: 'The Equal Opportunity Cell needs a member from SC/ST/OBC.', met: (m) => m.some((x) => x.reserved) }],
  },
  'alumni-association': {
    rule: {
      en: 'UGC Public Self-Disclosure Guidelines, 2024: the alumni association with its office-bearers and how to reach it.',
      hi: 'यूजीसी सार्वजनिक स्व-प्रकटीकरण दिशानिर्देश, 2024: पूर्व छात्र संघ, उसके पदाधिकारी और संपर्क।',
    },
    needs: [someMembers('Alumni Association'), hasChair('Alumni Association')],
  },
}

/** Before the rule on the public page. */
export const RULE_LABEL = { en: 'Required composition: ', hi: 'आवश्यक संरचना: ' } as const

/** What a committee's rule asks that its members do not give, one plain sentence each ([]: complete). */
export function missingMembers(kind: string, members: readonly Partial<Member>[]): string[] {
  const rule = COMPOSITION[kind as CommitteeKind]
  if (!rule) return []
  // members saved before the rules carry no seat: read as plain members
  const read: Member[] = members.map((m) => ({ name: '', role: '', phone: '', email: '', seat: 'member', professor: false, woman: false, reserved: false, ...m }))
  return rule.needs.filter((need) => !need.met(read)).map((need) => need.message)
}
