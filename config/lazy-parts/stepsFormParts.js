// The real StepsForm parts, in one chunk (see StepsForm.js and schemaLayoutType.js)
import { StepsForm } from '@ant-design/pro-form/es/layouts/StepsForm/index.js';
import SchemaStepsForm from '@ant-design/pro-form/es/components/SchemaForm/layoutType/StepsForm.js';

export { StepsForm, SchemaStepsForm };
export const StepForm = StepsForm.StepForm;
