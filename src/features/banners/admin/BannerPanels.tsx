import { api, isSessionExpired, messageOf } from '../../../ui/admin/api'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, confirmed, PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { UploadWidget } from '../../../ui/admin/UploadWidget'
import { useList } from '../../../ui/admin/useLoad'

type Banner = { _id: string; imageUrl: string; imageMeta?: { widths?: number[] } | null }

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
  const banners = useList<Banner>('/api/home/bannerImages')

  async function remove(banner: Banner) {
    if (!confirmed(CONFIRM.image)) return
    try {
      await api('DELETE', '/api/home/deleteBannerImages', { imageUrl: banner.imageUrl })
      void banners.reload()
    } catch (err) {
      if (!isSessionExpired(err)) notify.error('Failed to delete image: ' + messageOf(err, 'the server could not be reached'))
    }
  }

  return (
    <section className="admin-card">
      <ListState state={banners} errorText="Could not load the banner images." emptyText="No banner images found." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="admin-gallery">
            {list.map((banner) => (
              <li key={banner._id} className="admin-gallery__item">
                <img src={thumbnailUrl('Home', banner.imageUrl, banner.imageMeta)} alt="Home banner" loading="lazy" />
                <button type="button" className="admin-button admin-button--danger" onClick={() => void remove(banner)}>
                  Delete<span className="visually-hidden"> this banner</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <p className="admin-after">
        <PanelLink go={go} to="add-banner">
          Add banner images
        </PanelLink>
      </p>
    </section>
  )
}
