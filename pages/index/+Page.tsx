import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { useLowData } from '../../src/ui/low-data'
import { CollegeName } from '../../src/ui/CollegeName'
import { AboutBlock } from '../../src/features/about/ui/AboutBlock'
import { Legacy } from '../../src/features/about/ui/Legacy'
import '../../src/features/banners/ui/BannerSlideshow.styles'
import { BannerMotionIsland, BannerSlides } from '../../src/features/banners/ui/BannerSlideshow'
import '../../src/features/enquiries/ui/forms.styles'
import { AdmissionPopupIsland } from '../../src/features/enquiries/ui/AdmissionPopup'
import { ContactFormIsland } from '../../src/features/enquiries/ui/ContactForm'
import { CONTACT_ANCHOR } from '../../src/features/enquiries/ui/messages'
import { GalleryMarquee } from '../../src/features/events/ui/GalleryMarquee'
import { ProgramList } from '../../src/features/programs/ui/ProgramList'
import '../../src/ui/sections/AlumniCarousel.styles'
import { AlumniCarouselIsland } from '../../src/ui/sections/AlumniCarousel'
import { CardGrid } from '../../src/ui/sections/CardGrid'
import { Faq } from '../../src/ui/sections/Faq'
import { LawProgramTiles } from '../../src/ui/sections/LawProgramTiles'
import { Section } from '../../src/ui/sections/Section'
import { collegeJsonLd } from '../../src/ui/json-ld'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { t, lang } = useI18n()
  const h = t.home
  // islands carry the language only on Hindi pages: the English HTML stays as it was
  const islandLang = lang === 'en' ? undefined : lang
  // low-data mode: one still banner, nothing to move it (docs/decisions/195)
  const lowData = useLowData()
  return (
    <PublicLayout>
      <Seo
        title={h.title}
        description={h.description}
        path="/"
        jsonLd={collegeJsonLd()}
      />
      <section id="banner" className="banner" aria-labelledby="banner-title">
        <BannerSlides slides={data.slides} />
        {lowData ? null : <BannerMotionIsland lang={islandLang} />}
        <div className="banner__overlay">
          <h1 id="banner-title" className="banner__title">
            <CollegeName />
          </h1>
          <p className="banner__tagline">
            {h.tagline}
          </p>
          <p className="banner__actions">
            <a className="button button--gold" href="/addmissionForm">
              {h.applyNow}
            </a>
            <a className="button button--ghost" href="/course">
              {h.exploreCourses}
            </a>
          </p>
        </div>
      </section>

      <Section id="why-choose" title={h.whyChoose} lead={h.whyChooseLead}>
        <CardGrid cards={h.whyChooseCards} />
      </Section>

      <Section id="law-programs" title={h.lawPrograms} soft>
        <LawProgramTiles />
      </Section>

      <Section id="academic-programs" title={h.academicPrograms}>
        {data.programs ? <ProgramList programs={data.programs} /> : <p className="status status--error">{h.programsFailed}</p>}
      </Section>

      <Section id="about" title={h.aboutCollege} soft>
        <AboutBlock about={data.about} headingLevel={3} />
      </Section>

      <Section id="legacy" title={h.legacy} lead={h.legacyLead}>
        <Legacy entries={data.foundation} />
      </Section>

      <Section id="gallery" title={h.gallery} soft>
        {data.eventsFailed ? <p className="status status--error">{h.imagesFailed}</p> : <GalleryMarquee images={data.eventImages} />}
        <p className="section__more">
          <a className="button button--ghost" href="/eventGallery">
            {h.viewGallery}
          </a>
        </p>
      </Section>

      <Section id="facilities" title={h.facilities}>
        <CardGrid cards={h.facilityCards} />
      </Section>

      <Section id="alumni" title={h.alumni} soft>
        <AlumniCarouselIsland lang={islandLang} />
      </Section>

      <Section id={CONTACT_ANCHOR} title={h.getInTouch} lead={h.getInTouchLead}>
        <div className="narrow">
          <ContactFormIsland returnTo={data.returnTo} outcome={data.forms.contact} marks={data.contactMarks} values={data.contactValues} lang={islandLang} />
        </div>
      </Section>

      <Section id="faq" title={h.faq} soft>
        <Faq />
      </Section>

      <AdmissionPopupIsland returnTo={data.returnTo} lang={islandLang} />
    </PublicLayout>
  )
}
