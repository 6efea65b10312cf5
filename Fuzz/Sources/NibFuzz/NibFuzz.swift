import NibRender

/// libFuzzer's entry point: every input is a document's bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    DocumentExercise.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
