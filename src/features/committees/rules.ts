import type { CommitteeKind, Member } from './schema'

/**
 * What each statutory committee must have, as its regulation says (docs/decisions/167): checked
 * against its members in the panel before a save, on the compliance checklist, and stated in both
 * languages beside the members on the public page. Plain data and pure functions (the admin bundle
 * imports it).
 */
/** `message` is the panel's and the checklist's English (the API's words); `hi` its Hindi for the panel in Hindi. */
type Need = { message: string; hi: string; met: (members: Member[]) => boolean }
/** A committee as its rule's sentences name it. */
type Named = { en: string; hi: string }
export type CompositionRule = { rule: { en: string; hi: string }; needs: Need[] }

const chair = (members: Member[]) => members.find((m) => m.seat === 'chair')
const count = (members: Member[], test: (m: Member) => boolean) => members.filter(test).length
const hasChair = (short: Named): Need => ({ message: `The ${short.en} needs a chairperson.`, hi: `${short.hi} में एक अध्यक्ष होना चाहिए।`, met: (m) => !!chair(m) })
const STUDENT_MEMBER: Named = { en: 'a student member', hi: 'एक छात्र सदस्य' }
const hasStudent = (short: Named, what = STUDENT_MEMBER): Need => ({ message: `The ${short.en} needs ${what.en}.`, hi: `${short.hi} में ${what.hi} होना चाहिए।`, met: (m) => m.some((x) => x.seat === 'student') })
const hasWoman = (short: Named): Need => ({ message: `The ${short.en} needs a woman member.`, hi: `${short.hi} में एक महिला सदस्य होनी चाहिए।`, met: (m) => m.some((x) => x.woman) })
const hasExternal = (short: Named, what: Named): Need => ({ message: `The ${short.en} needs ${what.en}.`, hi: `${short.hi} में ${what.hi} होना चाहिए।`, met: (m) => m.some((x) => x.seat === 'external') })
const someMembers = (short: Named): Need => ({ message: `The ${short.en} has no members yet.`, hi: `${short.hi} में अभी कोई सदस्य नहीं है।`, met: (m) => m.length > 0 })

const SGRC: Named = { en: 'SGRC', hi: 'SGRC' }
const ICC: Named = { en: 'ICC', hi: 'ICC' }
const IQAC: Named = { en: 'IQAC', hi: 'IQAC' }
const ANTI_RAGGING: Named = { en: 'Anti-Ragging Committee', hi: 'रैगिंग विरोधी समिति' }
const SQUAD: Named = { en: 'Anti-Ragging Squad', hi: 'रैगिंग विरोधी दस्ते' }
const EQUAL: Named = { en: 'Equal Opportunity Cell', hi: 'समान अवसर प्रकोष्ठ' }
const ALUMNI: Named = { en: 'Alumni Association', hi: 'पूर्व छात्र संघ' }

export const COMPOSITION: Partial<Record<CommitteeKind, CompositionRule>> = {
  sgrc: {
    rule: {
      en: 'UGC (Redressal of Grievances of Students) Regulations, 2023: a professor as chairperson; four professors or senior teachers as members; at least one woman and one member from SC/ST/OBC; a student as special invitee; a two-year term.',
      hi: 'यूजीसी (छात्र शिकायत निवारण) विनियम, 2023: अध्यक्ष एक प्राध्यापक (प्रोफेसर); चार प्राध्यापक या वरिष्ठ शिक्षक सदस्य; कम से कम एक महिला सदस्य और एक सदस्य अनुसूचित जाति/अनुसूचित जनजाति/अन्य पिछड़ा वर्ग से; एक छात्र विशेष आमंत्रित सदस्य; कार्यकाल दो वर्ष।',
    },
    needs: [
      hasChair(SGRC),
      { message: "The SGRC's chairperson must be a professor.", hi: 'SGRC के अध्यक्ष प्राध्यापक (प्रोफेसर) होने चाहिए।', met: (m) => !!chair(m)?.professor },
      { message: 'The SGRC needs four members besides the chairperson (professors or senior teachers).', hi: 'SGRC में अध्यक्ष के अलावा चार सदस्य (प्राध्यापक या वरिष्ठ शिक्षक) होने चाहिए।', met: (m) => count(m, (x) => x.seat === 'member' || x.seat === 'secretary') >= 4 },
      hasWoman(SGRC),
      { message: 'The SGRC needs a member from SC/ST/OBC.', hi: 'SGRC में एक सदस्य अनुसूचित जाति/अनुसूचित जनजाति/अन्य पिछड़ा वर्ग से होना चाहिए।', met: (m) => m.some((x) => x.reserved) },
      hasStudent(SGRC, { en: 'a student as special invitee', hi: 'एक छात्र विशेष आमंत्रित सदस्य' }),
    ],
  },
  icc: {
    rule: {
      en: 'POSH Act, 2013 s. 4 and UGC Regulations, 2015: a senior woman teacher presides; at least half of the members are women; one member from an NGO or a person familiar with women’s issues; student representatives; every member reachable by phone.',
      hi: 'पॉश अधिनियम, 2013 की धारा 4 एवं यूजीसी विनियम, 2015: अध्यक्षता एक वरिष्ठ महिला शिक्षक करें; कम से कम आधे सदस्य महिलाएँ हों; एक सदस्य किसी गैर-सरकारी संगठन से या महिलाओं के मुद्दों की जानकार व्यक्ति; छात्र प्रतिनिधि; हर सदस्य का फ़ोन नंबर।',
    },
    needs: [
      { message: 'The ICC needs a presiding officer (chairperson) who is a woman.', hi: 'ICC की पीठासीन अधिकारी (अध्यक्ष) एक महिला होनी चाहिए।', met: (m) => !!chair(m)?.woman },
      { message: 'At least half of the ICC’s members must be women.', hi: 'ICC के कम से कम आधे सदस्य महिलाएँ होनी चाहिए।', met: (m) => m.length > 0 && count(m, (x) => x.woman) * 2 >= m.length },
      hasExternal(ICC, { en: 'an external member (from an NGO, or familiar with women’s issues)', hi: 'एक बाहरी सदस्य (किसी गैर-सरकारी संगठन से, या महिलाओं के मुद्दों का जानकार)' }),
      hasStudent(ICC, { en: 'a student representative', hi: 'एक छात्र प्रतिनिधि' }),
      { message: 'Every ICC member needs a phone number.', hi: 'ICC के हर सदस्य का फ़ोन नंबर होना चाहिए।', met: (m) => m.length > 0 && m.every((x) => x.phone.trim() !== '') },
    ],
  },
  'anti-ragging-committee': {
    rule: {
      en: 'UGC Regulations on Curbing the Menace of Ragging, 2009 (6.3 a): headed by the head of the institution, with teachers, parents, students, non-teaching staff and the civil or police administration or the local community; a nodal officer with phone and e-mail.',
      hi: 'रैगिंग की रोकथाम संबंधी यूजीसी विनियम, 2009 (6.3 क): अध्यक्ष संस्था प्रमुख; शिक्षक, अभिभावक, छात्र, गैर-शैक्षणिक कर्मचारी तथा नागरिक/पुलिस प्रशासन या स्थानीय समुदाय के प्रतिनिधि; फ़ोन और ई-मेल सहित एक नोडल अधिकारी।',
    },
    needs: [
      hasChair(ANTI_RAGGING),
      hasStudent(ANTI_RAGGING),
      hasExternal(ANTI_RAGGING, { en: 'a member from the civil or police administration or the local community', hi: 'नागरिक या पुलिस प्रशासन या स्थानीय समुदाय से एक सदस्य' }),
      { message: 'The Anti-Ragging Committee needs a nodal officer with a phone number and an e-mail address.', hi: 'रैगिंग विरोधी समिति में फ़ोन नंबर और ई-मेल पते सहित एक नोडल अधिकारी होना चाहिए।', met: (m) => m.some((x) => x.seat === 'nodal-officer' && x.phone.trim() !== '' && x.email.trim() !== '') },
    ],
  },
  'anti-ragging-squad': {
    rule: {
      en: 'UGC Regulations on Curbing the Menace of Ragging, 2009 (6.3 b): a squad of teachers and staff under the committee that makes surprise checks; each member reachable by phone.',
      hi: 'रैगिंग की रोकथाम संबंधी यूजीसी विनियम, 2009 (6.3 ख): समिति के अधीन शिक्षकों और कर्मचारियों का दस्ता जो औचक निरीक्षण करता है; हर सदस्य का फ़ोन नंबर।',
    },
    needs: [
      hasChair(SQUAD),
      { message: 'The Anti-Ragging Squad needs at least three members besides its head.', hi: 'रैगिंग विरोधी दस्ते में प्रमुख के अलावा कम से कम तीन सदस्य होने चाहिए।', met: (m) => count(m, (x) => x.seat !== 'chair') >= 3 },
      { message: 'Every Anti-Ragging Squad member needs a phone number.', hi: 'रैगिंग विरोधी दस्ते के हर सदस्य का फ़ोन नंबर होना चाहिए।', met: (m) => m.length > 0 && m.every((x) => x.phone.trim() !== '') },
    ],
  },
  iqac: {
    rule: {
      en: 'NAAC guidelines for the IQAC: chaired by the head of the institution, with teachers, a member of the management, a student, an alumnus and an external expert; a coordinator.',
      hi: 'आईक्यूएसी हेतु नैक के दिशानिर्देश: अध्यक्ष संस्था प्रमुख; शिक्षक, प्रबंधन का एक सदस्य, एक छात्र, एक पूर्व छात्र और एक बाहरी विशेषज्ञ; एक समन्वयक।',
    },
    needs: [
      hasChair(IQAC),
      { message: 'The IQAC needs a coordinator (member secretary).', hi: 'IQAC में एक समन्वयक (सदस्य सचिव) होना चाहिए।', met: (m) => m.some((x) => x.seat === 'secretary') },
      hasStudent(IQAC),
      hasExternal(IQAC, { en: 'an external expert', hi: 'एक बाहरी विशेषज्ञ' }),
    ],
  },
  'equal-opportunity-cell': {
    rule: {
      en: 'UGC guidelines for Equal Opportunity Cells: a teacher as coordinator, and members who include a woman and a member from SC/ST/OBC.',
      hi: 'समान अवसर प्रकोष्ठ हेतु यूजीसी दिशानिर्देश: एक शिक्षक समन्वयक; सदस्यों में एक महिला और एक सदस्य अनुसूचित जाति/अनुसूचित जनजाति/अन्य पिछड़ा वर्ग से।',
    },
    needs: [hasChair(EQUAL), hasWoman(EQUAL), { message: 'The Equal Opportunity Cell needs a member from SC/ST/OBC.', hi: 'समान अवसर प्रकोष्ठ में एक सदस्य अनुसूचित जाति/अनुसूचित जनजाति/अन्य पिछड़ा वर्ग से होना चाहिए।', met: (m) => m.some((x) => x.reserved) }],
  },
  'alumni-association': {
    rule: {
      en: 'UGC Public Self-Disclosure Guidelines, 2024: the alumni association with its office-bearers and how to reach it.',
      hi: 'यूजीसी सार्वजनिक स्व-प्रकटीकरण दिशानिर्देश, 2024: पूर्व छात्र संघ, उसके पदाधिकारी और संपर्क।',
    },
    needs: [someMembers(ALUMNI), hasChair(ALUMNI)],
  },
}

/** Each English sentence of what a rule asks, with its Hindi: the panel in Hindi says them so (the API's stay English). */
export const MISSING_IN_HINDI: Record<string, string> = Object.fromEntries(Object.values(COMPOSITION).flatMap((rule) => rule!.needs.map((need) => [need.message, need.hi])))

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
