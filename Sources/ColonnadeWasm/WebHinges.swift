import Colonnade
import ColonnadeJSON
import ColonnadeScript

/// Hinges from the JSON `colonnade devices --format json` writes for a window.
package enum WebHinges {
  package static func parse(_ text: String) -> Result<[Hinge], ScriptFailure> {
    let value: JSONValue
    do throws(JSONParseError) {
      value = try JSONValue(parsing: text)
    } catch {
      return .failure(ScriptFailure("hinges: \(error.description)"))
    }
    guard let items = value.arrayValue else {
      return .failure(
        ScriptFailure("hinges: expected an array of {x, y, width, height, orientation, state, occluding}"))
    }
    var hinges: [Hinge] = []
    for (index, item) in items.enumerated() {
      guard let object = item.objectValue,
        let x = object["x"]?.doubleValue, let y = object["y"]?.doubleValue,
        let width = object["width"]?.doubleValue, let height = object["height"]?.doubleValue,
        let orientation = object["orientation"]?.stringValue.flatMap(HingeOrientation.init(rawValue:)),
        let state = object["state"]?.stringValue.flatMap(FoldState.init(rawValue:)),
        let occluding = object["occluding"]?.boolValue
      else {
        return .failure(
          ScriptFailure(
            "hinges[\(index)]: needs x, y, width, height (numbers), orientation (vertical or horizontal), "
              + "state (flat or halfOpened) and occluding (true or false)"))
      }
      hinges.append(
        Hinge(
          rect: Rect(x: x, y: y, width: width, height: height), orientation: orientation, state: state,
          isOccluding: occluding))
    }
    return .success(hinges)
  }
}
