import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { site } from '../../src/content/site'
import { facilities, whyChoose } from '../../src/content/home'
import { AboutBlock } from '../../src/features/about/ui/AboutBlock'
import { Legacy } from '../../src/features/about/ui/Legacy'
import '../../src/features/banners/ui/BannerSlideshow.styles'
import { BannerSlideshowIsland } from '../../src/features/banners/ui/BannerSlideshow'
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
  return (
    <PublicLayout>
      <Seo
        title="Home"
        description={`${site.name}: B.A. LL.B. (5 years), LL.B. (3 years) and LL.M. (2 years) in ${site.address.town}, ${site.address.state}. Admissions, news, gallery and contact.`}
        path="/"
        jsonLd={collegeJsonLd()}
      />
      <section id="banner" className="banner" aria-labelledby="banner-title">
        <BannerSlideshowIsland slides={data.slides} />
        <div className="banner__overlay">
          <h1 id="banner-title" className="banner__title">
            {site.name}
          </h1>
          <p className="banner__tagline">
            {`${site.tagline}. B.A. LL.B., LL.B. and LL.M. in ${site.address.town}, ${site.address.state}.`}
          </p>
          <p className="banner__actions">
            <a className="button button--gold" href="/addmissionForm">
              Apply Now
            </a>
            <a className="button button--ghost" href="/course">
              Explore Courses
            </a>
          </p>
        </div>
      </section>

      <Section id="why-choose" title={`Why Choose ${site.name}`} lead="Four reasons students from across the Shahdol division choose us.">
        <CardGrid cards={whyChoose} />
      </Section>

      <Section id="law-programs" title="Our Law Programs" soft>
        <LawProgramTiles />
      </Section>

      <Section id="academic-programs" title="Academic Programs">
        {data.programs ? <ProgramList programs={data.programs} /> : <p className="status status--error">Failed to load programs.</p>}
      </Section>

      <Section id="about" title="About the College" soft>
        <AboutBlock about={data.about} headingLevel={3} />
      </Section>

      <Section id="legacy" title="Our Legacy" lead="Our foundation: the people who built the college.">
        <Legacy entries={data.foundation} />
      </Section>

      <Section id="gallery" title="Gallery" soft>
        {data.eventsFailed ? <p className="status status--error">Failed to load images</p> : <GalleryMarquee images={data.eventImages} />}
        <p className="section__more">
          <a className="button button--ghost" href="/eventGallery">
            View the event gallery
          </a>
        </p>
      </Section>

      <Section id="facilities" title="Facilities">
        <CardGrid cards={facilities} />
      </Section>

      <Section id="alumni" title="What Our Alumni Say" soft>
        <AlumniCarouselIsland />
      </Section>

      <Section id={CONTACT_ANCHOR} title="Get in Touch" lead="Questions about admissions or courses? Send us a message and the college office will reply.">
        <div className="narrow">
          <ContactFormIsland returnTo={data.returnTo} outcome={data.forms.contact} marks={data.contactMarks} />
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" soft>
        <Faq />
      </Section>

      <AdmissionPopupIsland returnTo={data.returnTo} />
    </PublicLayout>
  )
}
