import { defineForm } from '../../../shared/admin/define-form.ts';
import type { AdminAccessory } from './accessories-resource.tsx';
import './admin-accessories-i18n.ts';

/** Name, description, thumbnail upload, https shop link and whether the dashboard shows it. */
export const accessoryForm = defineForm<AdminAccessory>({
  fields: {
    name: { required: true },
    description: { type: 'textarea', props: { minRows: 2 } },
    shop_link: { props: { placeholder: 'https://' } },
    thumbnail_path: { type: 'file', file: 'image', upload: 'thumbnail', sends: 'url' },
    is_dashboard: { type: 'checkbox' },
  },
});
