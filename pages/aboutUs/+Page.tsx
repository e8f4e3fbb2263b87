import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { AboutBlock } from '../../src/features/about/ui/AboutBlock'
import { Legacy } from '../../src/features/about/ui/Legacy'
import { MissionVision } from '../../src/features/about/ui/MissionVision'
import { FacultyGrid } from '../../src/ui/sections/FacultyGrid'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <PublicLayout>
      <Seo title="About Our College" description="The legacy, faculty, mission and vision of the law college in Shahdol, Madhya Pradesh." path="/aboutUs" />
      <PageBanner title="About Our College" tagline="Two decades of legal education for the Shahdol division." />
      <Section id="about" title="Who We Are">
        <AboutBlock about={data.about} headingLevel={3} priority />
      </Section>
      <Section id="legacy" title="Our Legacy" lead="Our foundation: the people who built the college." soft>
        <Legacy entries={data.foundation} />
      </Section>
      <Section id="faculty" title="Our Faculty">
        <FacultyGrid />
      </Section>
      <Section id="mission-vision" title="Mission and Vision" soft>
        <MissionVision value={data.missionVision} />
      </Section>
    </PublicLayout>
  )
}
