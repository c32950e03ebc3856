/* global qiankun -- the UMD build loaded by index.html */
/**
 * A demo host portal: mounts the trade console with qiankun under /console, passes it the portal's
 * token and language, and switches apps without reloading. `window.demoHost` lets tests drive it.
 * Props come from sessionStorage ('demo-host-props'), written by the sign-in form or by a test.
 */
(function () {
  var config = window.DEMO_HOST || {};
  var PROPS_KEY = 'demo-host-props';

  function storedProps() {
    try {
      return JSON.parse(sessionStorage.getItem(PROPS_KEY) || '{}');
    } catch (e) {
      return {};
    }
  }

  function showHome() {
    document.getElementById('portal-home').hidden = location.pathname.indexOf('/console') === 0;
  }

  // the portal's own links switch apps through history (qiankun follows pushState): no reload
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('a[data-nav]');
    if (!a || e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    history.pushState(null, '', a.getAttribute('href'));
  });
  window.addEventListener('popstate', showHome);
  var push = history.pushState;
  history.pushState = function () {
    var r = push.apply(this, arguments);
    showHome();
    return r;
  };

  var form = document.querySelector('[data-testid="host-signin"]');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var data = new FormData(form);
    fetch(config.loginPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-flag': '1' },
      body: JSON.stringify({ username: data.get('username'), password: data.get('password'), credentialType: 'password' }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (body) {
        var token = body && (body.accessToken ? body : body.data);
        if (!token || !token.accessToken) throw new Error('the portal could not sign in: ' + JSON.stringify(body).slice(0, 200));
        var props = { token: { accessToken: token.accessToken, expiresIn: token.expiresIn, issuedAt: token.issuedAt } };
        if (data.get('locale')) props.locale = data.get('locale');
        sessionStorage.setItem(PROPS_KEY, JSON.stringify(props));
        location.reload(); // the portal's own sign-in, not an app switch
      })
      .catch(function (err) {
        alert(err.message);
      });
  });
  form.querySelector('[data-action="signout"]').addEventListener('click', function () {
    sessionStorage.removeItem(PROPS_KEY);
    location.reload();
  });

  var manual;
  window.demoHost = {
    /** mounts by hand with loadMicroApp (sessionStorage demo-host-mode=manual): lets a test call update() */
    load: function (props) {
      manual = qiankun.loadMicroApp({ name: 'trade-console', entry: config.entry, container: '#subapp', props: props || storedProps() });
      return manual.mountPromise;
    },
    update: function (props) {
      return manual.update(props);
    },
    unload: function () {
      return manual.unmount();
    },
    go: function (path) {
      history.pushState(null, '', path);
    },
  };

  showHome();
  // a test mounts by hand (loadMicroApp) to drive update()
  if (sessionStorage.getItem('demo-host-mode') === 'manual') return;
  qiankun.registerMicroApps([
    { name: 'trade-console', entry: config.entry, container: '#subapp', activeRule: '/console', props: storedProps() },
  ]);
  qiankun.start({ prefetch: false });
})();
