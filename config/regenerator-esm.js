// dva-core imports '@babel/runtime/regenerator', the CommonJS copy of the runtime; the ES module
// helper the other libraries already share serves it, so one copy ships instead of two.
import regeneratorRuntime from '@babel/runtime/helpers/esm/regeneratorRuntime';

export default regeneratorRuntime();
