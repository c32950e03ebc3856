// Babel's `_objectSpread2` helper, which antd, rc-* and ProComponents call for every object spread
// they render with: the original lists keys and symbols and defines each property in turn, the
// heaviest single function of a long table's render. Object.assign copies the same own enumerable
// keys and symbols natively. (The helper's targets are fresh object literals, so defining and
// assigning give the same object, except that a getter written in the literal is read once, not copied.)
export default function _objectSpread2(target) {
  for (var i = 1; i < arguments.length; i++) {
    var source = arguments[i];
    if (source != null) Object.assign(target, source);
  }
  return target;
}
