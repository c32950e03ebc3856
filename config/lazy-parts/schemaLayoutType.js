// The schema form's layout types: Embed as in ProForm, StepsForm loaded on first render (StepsForm.js)
import { lazyPart } from './lazyPart';

export { default as Embed } from '@ant-design/pro-form/es/components/SchemaForm/layoutType/Embed.js';
export const StepsForm = lazyPart(() => import(/* webpackChunkName: "lazy-steps-form" */ './stepsFormParts'), 'SchemaStepsForm');
