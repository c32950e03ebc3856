// ProForm's StepsForm for the schema form's 'StepsForm' and 'StepForm' layouts, which no screen of
// the console uses: loaded on first render instead of with every ProTable search form
import { lazyPart } from './lazyPart';

const load = () => import(/* webpackChunkName: "lazy-steps-form" */ './stepsFormParts');

export const StepsForm = lazyPart(load, 'StepsForm');
StepsForm.StepForm = lazyPart(load, 'StepForm');
