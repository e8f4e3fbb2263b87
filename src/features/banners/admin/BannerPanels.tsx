import { ImageGallery } from '../../../ui/admin/ImageGallery'
import { thumbnailUrl } from '../../../ui/admin/images'
import { PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { UploadWidget } from '../../../ui/admin/UploadWidget'


/** Spec §9: at most 3 banner images per upload. */
export const BANNER_UPLOAD_CAP = 3

/** Add Home Banner: the upload widget. */
export function BannerUploadPanel({ go }: PanelProps) {
  return (
    <section className="admin-card">
      <p className="admin-lead">The home page slideshow shows these photos in the order they were added. Wide photos (landscape) look best.</p>
      <UploadWidget endpoint="/api/home/uploadBannerImages" cap={BANNER_UPLOAD_CAP} label="Choose banner images" />
      <p className="admin-after">
        <PanelLink go={go} to="all-banners">
          See all banner images
        </PanelLink>
      </p>
    </section>
  )
}

/** All Banner Images: each with Delete. */
export function BannerListPanel({ go }: PanelProps) {
  return (
    <ImageGallery
      listPath="/api/home/bannerImages"
      deletePath="/api/home/deleteBannerImages"
      imageUrlOf={(banner) => banner.imageUrl}
      tileOf={(banner) => ({ src: thumbnailUrl('Home', banner.imageUrl, banner.imageMeta), alt: 'Home banner', deleteLabel: 'this banner' })}
      errorText="Could not load the banner images."
      emptyText="No banner images found."
    >
      <p className="admin-after">
        <PanelLink go={go} to="add-banner">
          Add banner images
        </PanelLink>
      </p>
    </ImageGallery>
  )
}
