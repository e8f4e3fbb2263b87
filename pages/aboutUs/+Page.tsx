import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { AboutBlock } from '../../src/features/about/ui/AboutBlock'
import { Legacy } from '../../src/features/about/ui/Legacy'
import { MissionVision } from '../../src/features/about/ui/MissionVision'
import { FacultyGrid } from '../../src/features/faculty/ui/FacultyGrid'
import { untranslated } from '../../src/ui/StaffText'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import { TextAreaSection } from '../../src/ui/sections/TextAreaSection'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { t } = useI18n()
  const a = t.about
  return (
    <PublicLayout>
      <Seo title={a.title} description={a.description} path="/aboutUs" staffContent={untranslated([data.about, data.missionVision, ...data.texts.map((text) => text.text)].filter((item) => item !== null))} />
      <PageBanner title={a.title} tagline={a.tagline} />
      <Section id="about" title={a.whoWeAre}>
        <AboutBlock about={data.about} headingLevel={3} priority />
      </Section>
      {data.texts.map((text) => (
        <TextAreaSection key={text.key} text={text} soft />
      ))}
      <Section id="legacy" title={t.home.legacy} lead={t.home.legacyLead} soft>
        <Legacy entries={data.foundation} />
      </Section>
      <Section id="faculty" title={a.faculty}>
        <FacultyGrid faculty={data.faculty} />
      </Section>
      <Section id="mission-vision" title={a.missionVision} soft>
        <MissionVision value={data.missionVision} />
      </Section>
    </PublicLayout>
  )
}
