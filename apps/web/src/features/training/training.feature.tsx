import { IconCertificate, IconPlayerPlay } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { VideoKind } from '@owner-portal/contract/content/content';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen, CustomerScreens } from '../../shared/routing/screens.ts';
import './training-screens-i18n.ts';

const TrainingListPage = lazyNamed(() => import('./pages/training-list-page.tsx'), 'TrainingListPage');
const TrainingPage = lazyNamed(() => import('./pages/training-page.tsx'), 'TrainingPage');
const PostTrainingListPage = lazyNamed(() => import('./pages/post-training-list-page.tsx'), 'PostTrainingListPage');
const PostTrainingPage = lazyNamed(() => import('./pages/post-training-page.tsx'), 'PostTrainingPage');
const videoPage = (name: 'VideosPage' | 'VideoViewRoute' | 'VideoEditRoute') =>
  lazyNamed(() => import('./admin/pages/videos-pages.tsx'), name);
const VideosPage = videoPage('VideosPage');
const VideoViewRoute = videoPage('VideoViewRoute');
const VideoEditRoute = videoPage('VideoEditRoute');

/** Pre-training (hidden for subsidiary 3) and post-training, each a list and a product's series. */
export const trainingScreens: CustomerScreens = {
  routes: [
    { path: 'training', element: <TrainingListPage />, handle: { title: 'training-screens:preTraining' } },
    { path: 'training/:id', element: <TrainingPage />, handle: { title: 'training-screens:preTraining' } },
    { path: 'post-training', element: <PostTrainingListPage />, handle: { title: 'training-screens:postTraining' } },
    { path: 'post-training/:id', element: <PostTrainingPage />, handle: { title: 'training-screens:postTraining' } },
  ],
  nav: [
    {
      path: '/training',
      label: 'training-screens:preTraining',
      icon: <IconPlayerPlay size={18} />,
      hiddenForEurope: true,
    },
    { path: '/post-training', label: 'training-screens:postTraining', icon: <IconCertificate size={18} /> },
  ],
};

/** A video list with its child views view/{id} and edit/{id}. */
const videoArea = (area: AdminAreaKey, kind: VideoKind, label: string): AdminScreen => ({
  area,
  label,
  routes: [
    { path: '', element: <VideosPage kind={kind} /> },
    { path: 'view/:id', element: <VideoViewRoute kind={kind} /> },
    { path: 'edit/:id', element: <VideoEditRoute kind={kind} /> },
  ] satisfies RouteObject[],
});

export const trainingAdminScreens: AdminScreen[] = [
  videoArea('preTraining', 'pre_training', 'training-screens:adminPreTraining'),
  videoArea('trainingVideos', 'training', 'training-screens:adminTrainingVideos'),
  videoArea('postTrainingVideos', 'post_training', 'training-screens:adminPostTrainingVideos'),
];

export { pretrainingListQuery } from './api/training-api.ts';
export { ProductTrainingPanel } from './components/product-training-panel.tsx';
export { ResourceList } from './components/resource-list.tsx';
export { TrainingStatusLink } from './components/training-status-link.tsx';
