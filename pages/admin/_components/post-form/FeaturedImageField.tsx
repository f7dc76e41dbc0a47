/** The featured image: one of the six keys (admin labels) or None, with a preview of the image. */
import { useField } from 'react-final-form';
import { FEATURED_IMAGES } from '../../../../src/shared/constants.js';
import { SelectField } from '../../../_components/forms/Fields.js';
import { FeaturedMediaPicker } from '../media/FeaturedMediaPicker.js';

const OPTIONS = FEATURED_IMAGES.map((image) => ({ value: image.key, label: image.label }));

export function FeaturedImageField() {
  const { input } = useField<string>('imageUrl', { subscription: { value: true } });
  const image = FEATURED_IMAGES.find((item) => item.key === input.value);
  return (
    <div className="admin-featured-image">
      <FeaturedMediaPicker />
      <SelectField name="imageUrl" label="Featured image" options={OPTIONS} emptyLabel="None" />
      {image ? (
        <figure className="image is-16by9 admin-image-preview">
          <img src={`/images/featured/${image.key}.svg`} alt={`Preview: ${image.label}`} width={800} height={450} />
        </figure>
      ) : (
        <p className="admin-image-none admin-muted">No featured image</p>
      )}
    </div>
  );
}
