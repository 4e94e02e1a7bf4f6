// Injected before </body> of a copy of the report's index.html (tests/cli/cli_browser.sh): once the
// page and its images have loaded, lists every image that did not load and every table without
// a body row, in a <pre> whose text starts with the marker the test greps for.
window.addEventListener('load', function () {
  var bad = [], imgs = document.images, tables = document.getElementsByTagName('table');
  for (var i = 0; i < imgs.length; i++)
    if (!imgs[i].complete || imgs[i].naturalWidth === 0) bad.push('image ' + imgs[i].getAttribute('src'));
  for (var k = 0; k < tables.length; k++)
    if (tables[k].tBodies.length === 0 || tables[k].tBodies[0].rows.length === 0) bad.push('empty table ' + (k + 1));
  var out = document.createElement('pre');
  out.textContent = ['GD', 'CHECK'].join('') + ' images=' + imgs.length + ' tables=' + tables.length +
    ' bad=' + bad.length + (bad.length ? ' ' + bad.join('; ') : '');
  document.body.appendChild(out);
});
